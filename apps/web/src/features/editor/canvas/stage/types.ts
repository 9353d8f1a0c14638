import type { DesignElement } from '@plakat/shared';

/** What a gesture changes of one element: its box, and for a resized group its scaled children. */
export type ElementPatch = Partial<Pick<DesignElement, 'x' | 'y' | 'w' | 'h' | 'rotation'>> & {
  children?: DesignElement[];
};
/** One element's change; a gesture on several selected elements reports them together (one undo step). */
export type ElementChange = { id: string; patch: ElementPatch };
/** A box in artboard pixels (rotation left out). */
export type Box = { x: number; y: number; w: number; h: number };
/** A snapping guide to draw, from (x1, y1) to (x2, y2) in artboard pixels. */
export type GuideLine = { x1: number; y1: number; x2: number; y2: number };
