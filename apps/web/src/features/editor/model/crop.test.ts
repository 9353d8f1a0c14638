import { describe, expect, it } from 'vitest';
import { cropEdges, withCropEdge } from './crop.ts';

describe('crop edges', () => {
  it('reads no crop as nothing cut away', () => {
    expect(cropEdges(null)).toEqual({ left: 0, top: 0, right: 0, bottom: 0 });
  });

  it('reads a crop as percent cut away per side', () => {
    expect(cropEdges({ x: 0.1, y: 0.2, w: 0.5, h: 0.7 })).toEqual({ left: 10, top: 20, right: 40, bottom: 10 });
  });

  it('sets one side and keeps the others', () => {
    const crop = withCropEdge({ x: 0.1, y: 0, w: 0.9, h: 1 }, 'right', 25);
    expect(crop).toEqual({ x: 0.1, y: 0, w: 0.65, h: 1 });
    expect(cropEdges(crop)).toEqual({ left: 10, top: 0, right: 25, bottom: 0 });
  });

  it('keeps at least one percent of the picture visible', () => {
    const crop = withCropEdge({ x: 0.6, y: 0, w: 0.4, h: 1 }, 'right', 80);
    expect(cropEdges(crop).right).toBe(39);
    expect(crop?.w).toBeCloseTo(0.01, 10);
  });

  it('clamps negative and non-finite values to nothing cut away', () => {
    expect(withCropEdge(null, 'top', -5)).toBeNull();
    expect(withCropEdge(null, 'top', Number.NaN)).toBeNull();
  });

  it('answers no crop when every side is back at zero', () => {
    expect(withCropEdge({ x: 0.2, y: 0, w: 0.8, h: 1 }, 'left', 0)).toBeNull();
  });
});
