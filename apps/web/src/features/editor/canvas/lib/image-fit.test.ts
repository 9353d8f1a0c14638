import { describe, expect, it } from 'vitest';
import { imagePlacement } from './image-fit.ts';

const image = { width: 400, height: 200 };

describe('imagePlacement', () => {
  it('fill stretches the whole image over the box', () => {
    expect(imagePlacement({ w: 100, h: 100 }, image, 'fill')).toEqual({
      source: { x: 0, y: 0, width: 400, height: 200 },
      dest: { x: 0, y: 0, width: 100, height: 100 },
    });
  });

  it('cover cuts the middle of a wide image for a square box', () => {
    const { source, dest } = imagePlacement({ w: 100, h: 100 }, image, 'cover');
    expect(source).toEqual({ x: 100, y: 0, width: 200, height: 200 });
    expect(dest).toEqual({ x: 0, y: 0, width: 100, height: 100 });
  });

  it('cover cuts the middle of a tall crop for a wide box', () => {
    const { source } = imagePlacement({ w: 200, h: 50 }, { width: 100, height: 100 }, 'cover');
    expect(source).toEqual({ x: 0, y: 37.5, width: 100, height: 25 });
  });

  it('contain shows the whole image centred, bars above and below', () => {
    const { source, dest } = imagePlacement({ w: 100, h: 100 }, image, 'contain');
    expect(source).toEqual({ x: 0, y: 0, width: 400, height: 200 });
    expect(dest).toEqual({ x: 0, y: 25, width: 100, height: 50 });
  });

  it('contain puts bars left and right for a tall image', () => {
    const { dest } = imagePlacement({ w: 100, h: 100 }, { width: 100, height: 200 }, 'contain');
    expect(dest).toEqual({ x: 25, y: 0, width: 50, height: 100 });
  });

  it('takes the crop first, then fits it', () => {
    const crop = { x: 0.5, y: 0, w: 0.5, h: 1 };
    expect(imagePlacement({ w: 50, h: 50 }, image, 'cover', crop).source).toEqual({
      x: 200,
      y: 0,
      width: 200,
      height: 200,
    });
    expect(imagePlacement({ w: 100, h: 50 }, image, 'fill', crop).source).toEqual({
      x: 200,
      y: 0,
      width: 200,
      height: 200,
    });
  });

  it('keeps a crop that reaches past the image inside it', () => {
    const { source } = imagePlacement({ w: 10, h: 10 }, image, 'fill', { x: 0.75, y: 0.5, w: 0.5, h: 1 });
    expect(source).toEqual({ x: 300, y: 100, width: 100, height: 100 });
  });

  it('draws nothing odd for an empty box', () => {
    const { dest } = imagePlacement({ w: 0, h: 40 }, image, 'contain');
    expect(dest).toEqual({ x: 0, y: 0, width: 0, height: 40 });
  });
});
