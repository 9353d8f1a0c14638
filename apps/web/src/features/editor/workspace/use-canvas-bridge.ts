import type { DesignElement } from '@plakat/shared';
import { useCallback, useRef } from 'react';
import type { Box, ElementChange, GuideLine } from '../canvas/index.ts';
import { type Elements, boxOf, findElement, refitGroups, snapMove, updateElement } from '../model/index.ts';
import type { DesignState } from './use-design-state.ts';

/** A gesture's element changes applied to the slide's elements (a resized group brings its scaled children). */
function applyChanges(elements: Elements, changes: readonly ElementChange[]): DesignElement[] {
  let next = elements as DesignElement[];
  for (const { id, patch } of changes) {
    next = updateElement(next, id, (element) => ({ ...element, ...patch }) as DesignElement);
  }
  return refitGroups(next);
}

/**
 * What the stage reports, turned into document changes: a running transform is a preview, the end of a drag or
 * transform one undo step; a dragged selection snaps to the artboard, the safe area and the other elements
 * (model/snapping.ts), and the stage draws the guides it lines up with until the drag ends.
 */
export function useCanvasBridge(state: DesignState, zoom: number, showSafeArea: boolean) {
  const latest = useRef({ state, zoom, showSafeArea });
  latest.current = { state, zoom, showSafeArea };

  const onGesture = useCallback((changes: ElementChange[]) => {
    latest.current.state.previewElements((elements) => applyChanges(elements, changes));
  }, []);
  const onChange = useCallback((changes: ElementChange[]) => {
    latest.current.state.apply((elements) => applyChanges(elements, changes));
  }, []);
  const snapPosition = useCallback((box: Box, ids: readonly string[]) => {
    const { state, zoom, showSafeArea } = latest.current;
    const moving = new Set(ids);
    const others = state.slide.elements
      .filter((element) => element.visible && !moving.has(element.id))
      .map((element) => boxOf(element));
    const snap = snapMove({
      moving: box,
      others,
      artboard: { width: state.doc.width, height: state.doc.height },
      safeArea: showSafeArea ? state.doc.safeArea : undefined,
      zoom,
    });
    const guides = snap.guides.map(
      (guide): GuideLine =>
        guide.axis === 'x'
          ? { x1: guide.position, y1: guide.start, x2: guide.position, y2: guide.end }
          : { x1: guide.start, y1: guide.position, x2: guide.end, y2: guide.position },
    );
    return { x: box.x + snap.dx, y: box.y + snap.dy, guides };
  }, []);
  const onSelect = useCallback((ids: string[], additive: boolean) => {
    const { state } = latest.current;
    if (!additive) return state.setSelected(ids);
    const current = new Set(state.selected);
    for (const id of ids) {
      if (current.has(id)) current.delete(id);
      else current.add(id);
    }
    state.setSelected([...current].filter((id) => findElement(state.slide.elements, id)));
  }, []);

  return { onGesture, onChange, snapPosition, onSelect };
}
