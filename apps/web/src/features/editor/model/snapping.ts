import type { Box } from './geometry.ts';

/** A guide line to draw: vertical at `position` on the x axis (or horizontal on y), from `start` to `end`. */
export type Guide = { axis: 'x' | 'y'; position: number; start: number; end: number };
export type SnapResult = { dx: number; dy: number; guides: Guide[] };
export type SnapInput = {
  /** Where the dragged element(s) would be without snapping: their bounding box. */
  moving: Box;
  /** The boxes of the other visible elements of the slide. */
  others: readonly Box[];
  artboard: { width: number; height: number };
  /** The safe area's margins as fractions of the width and height; its edges snap too. */
  safeArea?: { x: number; y: number };
  zoom: number;
  /** Screen pixels within which an edge or centre snaps (divided by the zoom: the same feel at every zoom). */
  threshold?: number;
};

export const snapThreshold = 6;

type Line = { position: number; start: number; end: number };

/**
 * Snaps the moving box's edges and centre to the artboard's edges and centre lines, the safe area's edges and the
 * other elements' edges and centres, each axis on its own: the nearest line within the threshold wins. Answers the
 * shift to apply and every guide that lines up after it, spanning the boxes it connects.
 */
export function snapMove(input: SnapInput): SnapResult {
  const { moving } = input;
  const { xTargets, yTargets, reach } = targetsOf(input);
  const x = snapAxis([moving.x, moving.x + moving.w / 2, moving.x + moving.w], xTargets, reach);
  const y = snapAxis([moving.y, moving.y + moving.h / 2, moving.y + moving.h], yTargets, reach);
  const snappedX = { start: moving.y + y.delta, end: moving.y + moving.h + y.delta };
  const snappedY = { start: moving.x + x.delta, end: moving.x + moving.w + x.delta };
  return {
    dx: x.delta,
    dy: y.delta,
    guides: [...guidesOf('x', x.matches, snappedX), ...guidesOf('y', y.matches, snappedY)],
  };
}

/** Which edges a resize handle drags: a corner two, a side one. */
export type ResizeEdges = { left?: boolean; right?: boolean; top?: boolean; bottom?: boolean };

/**
 * Snaps the dragged edges of a box being resized to the same lines as a move (the opposite edges stay), never
 * below 1 px. Answers the snapped box and the guides to draw.
 */
export function snapResize(input: SnapInput & { edges: ResizeEdges }): { box: Box; guides: Guide[] } {
  const { moving: box, edges } = input;
  const { xTargets, yTargets, reach } = targetsOf(input);
  const left = box.x;
  const right = box.x + box.w;
  const top = box.y;
  const bottom = box.y + box.h;
  const x = snapAxis(edges.left ? [left] : edges.right ? [right] : [], xTargets, reach);
  const y = snapAxis(edges.top ? [top] : edges.bottom ? [bottom] : [], yTargets, reach);
  const nextLeft = edges.left ? Math.min(left + x.delta, right - 1) : left;
  const nextRight = edges.right && !edges.left ? Math.max(right + x.delta, left + 1) : right;
  const nextTop = edges.top ? Math.min(top + y.delta, bottom - 1) : top;
  const nextBottom = edges.bottom && !edges.top ? Math.max(bottom + y.delta, top + 1) : bottom;
  return {
    box: { x: nextLeft, y: nextTop, w: nextRight - nextLeft, h: nextBottom - nextTop },
    guides: [
      ...guidesOf('x', x.matches, { start: nextTop, end: nextBottom }),
      ...guidesOf('y', y.matches, { start: nextLeft, end: nextRight }),
    ],
  };
}

function targetsOf(input: SnapInput) {
  const { others, artboard, zoom } = input;
  const reach = (input.threshold ?? snapThreshold) / Math.max(zoom, 1e-6);
  const safe = input.safeArea ?? { x: 0, y: 0 };
  const xTargets: Line[] = [0, artboard.width / 2, artboard.width]
    .concat(safe.x ? [artboard.width * safe.x, artboard.width * (1 - safe.x)] : [])
    .map((position) => ({ position, start: 0, end: artboard.height }));
  const yTargets: Line[] = [0, artboard.height / 2, artboard.height]
    .concat(safe.y ? [artboard.height * safe.y, artboard.height * (1 - safe.y)] : [])
    .map((position) => ({ position, start: 0, end: artboard.width }));
  for (const box of others) {
    for (const position of [box.x, box.x + box.w / 2, box.x + box.w]) {
      xTargets.push({ position, start: box.y, end: box.y + box.h });
    }
    for (const position of [box.y, box.y + box.h / 2, box.y + box.h]) {
      yTargets.push({ position, start: box.x, end: box.x + box.w });
    }
  }
  return { xTargets, yTargets, reach };
}

function snapAxis(edges: readonly number[], targets: readonly Line[], reach: number) {
  let delta = 0;
  let best = Number.POSITIVE_INFINITY;
  for (const target of targets) {
    for (const edge of edges) {
      const distance = Math.abs(target.position - edge);
      if (distance <= reach && distance < best) {
        best = distance;
        delta = target.position - edge;
      }
    }
  }
  if (best === Number.POSITIVE_INFINITY) return { delta: 0, matches: [] };
  const matches = targets.filter((target) => edges.some((edge) => Math.abs(target.position - edge - delta) < 0.01));
  return { delta, matches };
}

/** One guide per position, long enough to connect the moving box with every box lined up there. */
function guidesOf(axis: 'x' | 'y', matches: readonly Line[], moving: { start: number; end: number }): Guide[] {
  const byPosition = new Map<number, Guide>();
  for (const line of matches) {
    const key = Math.round(line.position * 100) / 100;
    const guide = byPosition.get(key) ?? { axis, position: key, start: moving.start, end: moving.end };
    guide.start = Math.min(guide.start, line.start);
    guide.end = Math.max(guide.end, line.end);
    byPosition.set(key, guide);
  }
  return [...byPosition.values()];
}
