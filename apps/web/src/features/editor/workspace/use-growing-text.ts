import type { TextElement } from '@plakat/shared';
import { type RefObject, useEffect } from 'react';
import type { DesignStageHandle } from '../canvas/index.ts';
import { updateElementProps } from '../model/index.ts';
import type { DesignState } from './use-design-state.ts';

/**
 * While a text is edited in place, its box grows to the height its lines need (measured by the stage in its font),
 * so nothing typed disappears below the box; it never shrinks, a box made larger on purpose stays. The growth is part
 * of the typing's undo step.
 */
export function useGrowingText(
  stage: RefObject<DesignStageHandle | null>,
  editing: TextElement | null,
  apply: DesignState['apply'],
) {
  const id = editing?.id;
  const text = editing?.text;
  const height = editing?.h;
  useEffect(() => {
    if (!id || text === undefined || height === undefined) return;
    const needed = stage.current?.textHeightOf(id);
    if (!needed || needed <= height + 0.5) return;
    apply((elements) => updateElementProps<TextElement>(elements, id, { h: Math.ceil(needed) }), `text:${id}`);
  }, [stage, id, text, height, apply]);
}
