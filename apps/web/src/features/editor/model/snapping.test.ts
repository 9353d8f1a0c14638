import { describe, expect, it } from 'vitest';
import { snapMove, snapResize } from './snapping.ts';

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

describe('snapping while resizing', () => {
  it('snaps the dragged edge only; the opposite edge stays', () => {
    const other = { x: 800, y: 100, w: 100, h: 100 };
    const result = snapResize({
      moving: { x: 500, y: 300, w: 296, h: 100 }, // right edge 4 px left of the other's left edge
      edges: { right: true },
      others: [other],
      artboard,
      zoom: 1,
    });
    expect(result.box).toEqual({ x: 500, y: 300, w: 300, h: 100 });
    expect(result.guides).toEqual([{ axis: 'x', position: 800, start: 100, end: 400 }]);
  });

  it('snaps the top-left corner to the artboard’s safe area', () => {
    const result = snapResize({
      moving: { x: 99, y: 30, w: 200, h: 200 },
      edges: { left: true, top: true },
      others: [],
      artboard,
      safeArea: { x: 0.05, y: 0.03 },
      zoom: 1,
    });
    expect(result.box.x).toBe(96);
    expect(result.box.y).toBeCloseTo(32.4);
    expect(result.box.x + result.box.w).toBe(299);
    expect(result.box.y + result.box.h).toBe(230);
  });

  it('never makes the box smaller than 1 px', () => {
    const result = snapResize({
      moving: { x: 0, y: 0, w: 3, h: 50 },
      edges: { right: true },
      others: [{ x: -2, y: 500, w: 1, h: 1 }],
      artboard,
      zoom: 1,
    });
    expect(result.box.w).toBeGreaterThanOrEqual(1);
  });
});
