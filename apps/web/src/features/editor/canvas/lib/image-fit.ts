import type { ImageElement } from '@plakat/shared';

export type Rect = { x: number; y: number; width: number; height: number };
export type ImageFit = ImageElement['fit'];
type Crop = ImageElement['crop'];

/**
 * Where an image is drawn in its element's box: `source` is the part of the image (in its pixels) and `dest` the part
 * of the box (relative to the box's top-left corner) it fills. The crop (fractions of the image) is taken first, then
 * the fit: `fill` stretches the crop over the box, `cover` cuts the crop's middle to the box's aspect ratio, `contain`
 * shows the whole crop centred in the box (the rest of the box stays empty).
 */
export function imagePlacement(
  box: { w: number; h: number },
  image: { width: number; height: number },
  fit: ImageFit,
  crop: Crop = null,
): { source: Rect; dest: Rect } {
  const region = crop ?? { x: 0, y: 0, w: 1, h: 1 };
  const cropX = clamp(region.x, 0, 1) * image.width;
  const cropY = clamp(region.y, 0, 1) * image.height;
  const source: Rect = {
    x: cropX,
    y: cropY,
    width: Math.min(region.w * image.width, image.width - cropX),
    height: Math.min(region.h * image.height, image.height - cropY),
  };
  const dest: Rect = { x: 0, y: 0, width: box.w, height: box.h };
  if (fit === 'fill' || source.width <= 0 || source.height <= 0 || box.w <= 0 || box.h <= 0) return { source, dest };
  const sourceRatio = source.width / source.height;
  const boxRatio = box.w / box.h;
  if (fit === 'cover') {
    if (sourceRatio > boxRatio) {
      const width = source.height * boxRatio;
      return { source: { ...source, x: source.x + (source.width - width) / 2, width }, dest };
    }
    const height = source.width / boxRatio;
    return { source: { ...source, y: source.y + (source.height - height) / 2, height }, dest };
  }
  if (sourceRatio > boxRatio) {
    const height = box.w / sourceRatio;
    return { source, dest: { x: 0, y: (box.h - height) / 2, width: box.w, height } };
  }
  const width = box.h * sourceRatio;
  return { source, dest: { x: (box.w - width) / 2, y: 0, width, height: box.h } };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
