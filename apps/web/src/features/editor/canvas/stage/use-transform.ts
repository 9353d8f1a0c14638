import type { DesignElement } from '@plakat/shared';
import type Konva from 'konva';
import { useMemo, useRef, useState } from 'react';
import { findElement, mapElements } from '../lib/element-tree.ts';
import { scaleElement } from '../lib/scale-element.ts';
import { hitName } from '../nodes/element-node.tsx';
import type { ElementChange, ElementPatch } from './types.ts';

type Props = {
  elements: readonly DesignElement[];
  onGesture?: (changes: ElementChange[]) => void;
  onChange: (changes: ElementChange[]) => void;
};

/**
 * Resizing and rotating with konva's transformer. Konva scales the nodes; an element's scale is turned into its width
 * and height at every step (the node's scale back to 1), so a text box grows and its text wraps anew instead of the
 * letters stretching. The stage draws the elements with these live boxes until the gesture ends and `onChange` reports
 * them. A group keeps konva's scale while it is resized and gets its children scaled at the end.
 */
export function useTransform(props: Props) {
  const latest = useRef(props);
  latest.current = props;
  const [live, setLive] = useState<ReadonlyMap<string, ElementPatch>>(new Map());

  const handlers = useMemo(() => {
    const patchOf = (node: Konva.Node, element: DesignElement, end: boolean): ElementPatch => {
      const sx = node.scaleX();
      const sy = node.scaleY();
      const place = { x: node.x(), y: node.y(), rotation: node.rotation() };
      if (element.type === 'group') {
        if (!end) return place;
        node.scale({ x: 1, y: 1 });
        const scaled = scaleElement({ ...element, x: 0, y: 0 }, sx, sy);
        return { ...place, w: scaled.w, h: scaled.h, children: scaled.type === 'group' ? scaled.children : [] };
      }
      const hit = (node as Konva.Group).findOne<Konva.Rect>(`.${hitName}`);
      const w = Math.max(1, (hit?.width() ?? element.w) * sx);
      const h = Math.max(1, (hit?.height() ?? element.h) * sy);
      // The box takes the size now, so the transformer's next step starts from it.
      hit?.size({ width: w, height: h });
      node.scale({ x: 1, y: 1 });
      return { ...place, w, h };
    };
    const collect = (transformer: Konva.Transformer, end: boolean) =>
      transformer.nodes().flatMap((node) => {
        const element = findElement(latest.current.elements, node.id());
        return element ? [{ id: element.id, patch: patchOf(node, element, end) }] : [];
      });
    return {
      onTransform: (event: Konva.KonvaEventObject<Event>) => {
        const transformer = event.currentTarget as Konva.Transformer;
        // The transformer fires once per node and step; the first node's event does the step for all.
        if (transformer.nodes()[0] !== event.target) return;
        const changes = collect(transformer, false);
        setLive(new Map(changes.map((change) => [change.id, change.patch])));
        latest.current.onGesture?.(changes);
      },
      onTransformEnd: (event: Konva.KonvaEventObject<Event>) => {
        const transformer = event.currentTarget as Konva.Transformer;
        if (transformer.nodes()[0] !== event.target) return;
        const changes = collect(transformer, true);
        latest.current.onChange(changes);
        setLive(new Map());
      },
    };
  }, []);
  return { live, ...handlers };
}

/** The elements with the running gesture's boxes applied (children of groups too). */
export function withLive(elements: readonly DesignElement[], live: ReadonlyMap<string, ElementPatch>) {
  if (live.size === 0) return elements;
  return mapElements(elements, (element) => {
    const patch = live.get(element.id);
    return patch ? ({ ...element, ...patch } as DesignElement) : element;
  });
}
