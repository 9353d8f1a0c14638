/**
 * The box a picture of `width` × `height` takes inside a frame of `frameRatio` (width / height), in percent of the
 * frame's width and height: as large as fits within `fill` of the frame, with the picture's own proportions (a
 * portrait design stands upright in a landscape card, an 8K banner lies flat).
 */
export function fitInFrame(width: number, height: number, frameRatio: number, fill = 0.84) {
  const ratio = width > 0 && height > 0 ? width / height : 1;
  if (ratio >= frameRatio) return { width: fill * 100, height: ((fill * frameRatio) / ratio) * 100 };
  return { width: ((fill * ratio) / frameRatio) * 100, height: fill * 100 };
}
