import type { DesignElement } from '@plakat/shared';
import type Konva from 'konva';
import { type RefObject, useMemo, useRef } from 'react';
import type { Point } from '../lib/zoom.ts';
import { topName } from '../nodes/element-node.tsx';
import type { Box, ElementChange } from './types.ts';

export type DragProps = {
  elements: readonly DesignElement[];
  selectedIds: readonly string[];
  zoom: number;
  pan: Point;
  snapPosition?: (box: Box, ids: readonly string[]) => Point;
  onChange: (changes: ElementChange[]) => void;
  /** Every drag's end, moved or not (the guides go). */
  onDragEnd?: () => void;
};

type Session = { ids: string[]; start: Map<string, Point>; box: Box; raw: Point; snapped: Point };

/**
 * Dragging elements: the pressed element, or the whole selection when it is part of it (konva's transformer drags the
 * others along). Every dragged node goes through one drag bound function that turns the pointer's movement into the
 * selection's movement in artboard pixels, snapped by the page (`snapPosition`) once per movement, so all of them move
 * by the same snapped distance. konva moves the nodes meanwhile; the document changes once, at the end (`onChange`:
 * one change list per gesture), so a drag draws no React tree again on its way (a slide of 300 elements keeps its
 * frame rate; `npm run bench:editor`).
 */
export function useDrag(props: DragProps, layer: RefObject<Konva.Layer | null>) {
  const latest = useRef(props);
  latest.current = props;
  const session = useRef<Session | null>(null);

  return useMemo(() => {
    const begin = (id: string) => {
      const { elements, selectedIds } = latest.current;
      const movable = (element: DesignElement) => !element.locked && element.visible;
      const ids = selectedIds.includes(id)
        ? elements.filter((e) => selectedIds.includes(e.id) && movable(e)).map((e) => e.id)
        : [id];
      const moving = elements.filter((e) => ids.includes(e.id));
      const start = new Map(moving.map((e) => [e.id, { x: e.x, y: e.y }]));
      session.current = { ids, start, box: boundsOf(moving), raw: { x: 0, y: 0 }, snapped: { x: 0, y: 0 } };
      return session.current;
    };
    const snappedDelta = (current: Session, raw: Point) => {
      if (raw.x === current.raw.x && raw.y === current.raw.y) return current.snapped;
      const { snapPosition } = latest.current;
      const moved = { ...current.box, x: current.box.x + raw.x, y: current.box.y + raw.y };
      const to = snapPosition ? snapPosition(moved, current.ids) : moved;
      current.raw = raw;
      current.snapped = { x: raw.x + to.x - moved.x, y: raw.y + to.y - moved.y };
      return current.snapped;
    };
    const changes = (current: Session): ElementChange[] =>
      current.ids.map((id) => {
        const start = current.start.get(id)!;
        return { id, patch: { x: start.x + current.snapped.x, y: start.y + current.snapped.y } };
      });

    /** Where a dragged node may go (absolute position in, absolute position out). */
    function dragBound(this: Konva.Node, position: Point): Point {
      const id = this.id();
      const current = session.current ?? begin(id);
      const start = current.start.get(id);
      if (!start) return position;
      const { zoom, pan } = latest.current;
      const raw = { x: (position.x - pan.x) / zoom - start.x, y: (position.y - pan.y) / zoom - start.y };
      const delta = snappedDelta(current, raw);
      return { x: pan.x + (start.x + delta.x) * zoom, y: pan.y + (start.y + delta.y) * zoom };
    }

    const isTop = (node: Konva.Node) => node.hasName(topName);
    return {
      dragBound,
      onDragStart: (event: Konva.KonvaEventObject<DragEvent>) => {
        if (isTop(event.target) && !session.current) begin(event.target.id());
      },
      onDragEnd: (event: Konva.KonvaEventObject<DragEvent>) => {
        const current = session.current;
        if (!current || !isTop(event.target)) return;
        session.current = null;
        latest.current.onDragEnd?.();
        const moved = current.snapped.x !== 0 || current.snapped.y !== 0;
        if (moved) latest.current.onChange(changes(current));
        layer.current?.batchDraw();
      },
    };
  }, [layer]);
}

/** The box around elements (their unrotated boxes). */
export function boundsOf(elements: readonly Box[]): Box {
  if (elements.length === 0) return { x: 0, y: 0, w: 0, h: 0 };
  const left = Math.min(...elements.map((e) => e.x));
  const top = Math.min(...elements.map((e) => e.y));
  const right = Math.max(...elements.map((e) => e.x + e.w));
  const bottom = Math.max(...elements.map((e) => e.y + e.h));
  return { x: left, y: top, w: right - left, h: bottom - top };
}
