import { describe, expect, it } from 'vitest';
import { centredPan, fitZoom, maxZoom, minZoom, panKeepingAnchor, wheelZoom } from './zoom.ts';

describe('fitZoom', () => {
  it('fits the artboard by its limiting side with padding', () => {
    expect(fitZoom({ width: 1024, height: 1000 }, { width: 1920, height: 1080 }, 32)).toBeCloseTo(0.5);
    expect(fitZoom({ width: 1000, height: 604 }, { width: 1080, height: 1920 }, 32)).toBeCloseTo(0.28125);
  });

  it('stays within the zoom limits', () => {
    expect(fitZoom({ width: 100, height: 100 }, { width: 7680, height: 7680 })).toBe(minZoom);
    expect(fitZoom({ width: 5000, height: 5000 }, { width: 16, height: 16 })).toBe(maxZoom);
  });
});

describe('centredPan', () => {
  it('puts the scaled artboard in the middle of the viewport', () => {
    expect(centredPan({ width: 1000, height: 800 }, { width: 1920, height: 1080 }, 0.5)).toEqual({ x: 20, y: 130 });
  });
});

describe('panKeepingAnchor', () => {
  it('keeps the artboard point under the anchor in place', () => {
    const pan = { x: 100, y: 50 };
    const anchor = { x: 400, y: 300 };
    const next = panKeepingAnchor(pan, 0.5, 2, anchor);
    const before = { x: (anchor.x - pan.x) / 0.5, y: (anchor.y - pan.y) / 0.5 };
    const after = { x: (anchor.x - next.x) / 2, y: (anchor.y - next.y) / 2 };
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });
});

describe('wheelZoom', () => {
  it('zooms in when the wheel turns up, out when down, by the same factor', () => {
    const zoomedIn = wheelZoom(1, -100);
    expect(zoomedIn).toBeGreaterThan(1);
    expect(wheelZoom(zoomedIn, 100)).toBeCloseTo(1);
  });

  it('stops at the limits', () => {
    expect(wheelZoom(maxZoom, -10_000)).toBe(maxZoom);
    expect(wheelZoom(minZoom, 10_000)).toBe(minZoom);
  });
});
