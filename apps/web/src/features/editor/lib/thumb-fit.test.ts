import { describe, expect, it } from 'vitest';
import { fitInFrame } from './thumb-fit.ts';

describe('fitInFrame', () => {
  it('fills the width with a picture wider than the frame', () => {
    const box = fitInFrame(1920, 1080, 16 / 10);
    expect(box.width).toBeCloseTo(84);
    expect(box.height).toBeCloseTo(84 * (16 / 10) * (1080 / 1920));
  });

  it('fills the height with a portrait picture', () => {
    const box = fitInFrame(1080, 1920, 16 / 10);
    expect(box.height).toBeCloseTo(84);
    expect(box.width).toBeCloseTo((84 * (1080 / 1920)) / (16 / 10));
  });

  it('keeps the proportions of the picture inside the frame', () => {
    const frame = 16 / 10;
    const box = fitInFrame(7680, 100, frame);
    expect((box.width * frame) / box.height).toBeCloseTo(7680 / 100);
  });

  it('draws a square for a size without area', () => {
    const box = fitInFrame(0, 0, 1);
    expect(box).toEqual({ width: 84, height: 84 });
  });
});
