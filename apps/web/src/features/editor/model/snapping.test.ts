import { describe, expect, it } from 'vitest';
import { snapMove } from './snapping.ts';

const artboard = { width: 1920, height: 1080 };

describe('snapping guides', () => {
  it('snaps the centre to the artboard’s centre lines, within the threshold divided by the zoom', () => {
    const moving = { x: 857, y: 493, w: 200, h: 100 }; // centre 957, 543
    const result = snapMove({ moving, others: [], artboard, zoom: 1 });
    expect(result).toMatchObject({ dx: 3, dy: -3 });
    expect(result.guides).toEqual([
      { axis: 'x', position: 960, start: 0, end: 1080 },
      { axis: 'y', position: 540, start: 0, end: 1920 },
    ]);
  });

  it('the threshold is in screen pixels: zoomed out it reaches further on the artboard', () => {
    const moving = { x: 20, y: 500, w: 100, h: 10 };
    expect(snapMove({ moving, others: [], artboard, zoom: 1 }).dx).toBe(0);
    expect(snapMove({ moving, others: [], artboard, zoom: 0.25 }).dx).toBe(-20);
    expect(snapMove({ moving, others: [], artboard, zoom: 4, threshold: 6 }).guides).toEqual([]);
  });

  it('snaps edges to other elements and draws the guide across both', () => {
    const other = { x: 400, y: 100, w: 200, h: 100 };
    const moving = { x: 603, y: 300, w: 100, h: 50 }; // left edge 3 px right of the other's right edge
    const result = snapMove({ moving, others: [other], artboard, zoom: 1 });
    expect(result.dx).toBe(-3);
    expect(result.guides).toContainEqual({ axis: 'x', position: 600, start: 100, end: 350 });
  });

  it('the nearest line wins, each axis on its own', () => {
    const others = [
      { x: 513, y: 0, w: 10, h: 10 }, // its left edge 3 px right of the moving right edge
      { x: 488, y: 0, w: 10, h: 10 }, // its right edge 2 px left of the moving left edge
    ];
    const result = snapMove({ moving: { x: 500, y: 700, w: 10, h: 10 }, others, artboard, zoom: 1 });
    expect(result.dx).toBe(-2);
    expect(result.dy).toBe(0);
  });

  it('snaps to the safe area’s edges when given', () => {
    const moving = { x: 100, y: 300, w: 100, h: 100 };
    const result = snapMove({ moving, others: [], artboard, zoom: 1, safeArea: { x: 0.05, y: 0.03 } });
    expect(result.dx).toBe(-4);
    expect(result.guides).toContainEqual({ axis: 'x', position: 96, start: 0, end: 1080 });
  });

  it('nothing within reach: no shift, no guides', () => {
    const result = snapMove({ moving: { x: 300, y: 300, w: 77, h: 77 }, others: [], artboard, zoom: 1 });
    expect(result).toEqual({ dx: 0, dy: 0, guides: [] });
  });
});
