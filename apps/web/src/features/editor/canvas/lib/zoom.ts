/** Zoom limits of the stage: an 8K artboard fits a small window, a detail can be looked at closely. */
export const minZoom = 0.02;
export const maxZoom = 8;

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

export const clampZoom = (zoom: number) => Math.min(maxZoom, Math.max(minZoom, zoom));

/** The zoom that shows the whole artboard in the viewport with `padding` screen pixels around it. */
export function fitZoom(viewport: Size, artboard: Size, padding = 32): number {
  const width = Math.max(1, viewport.width - 2 * padding);
  const height = Math.max(1, viewport.height - 2 * padding);
  return clampZoom(Math.min(width / artboard.width, height / artboard.height));
}

/** Where the artboard's top-left corner sits on screen when it is centred in the viewport. */
export function centredPan(viewport: Size, artboard: Size, zoom: number): Point {
  return { x: (viewport.width - artboard.width * zoom) / 2, y: (viewport.height - artboard.height * zoom) / 2 };
}

/**
 * The pan after a zoom change that keeps the artboard point under `anchor` (a screen point: the pointer for the wheel,
 * the viewport's centre for buttons) where it is.
 */
export function panKeepingAnchor(pan: Point, fromZoom: number, toZoom: number, anchor: Point): Point {
  const artboardX = (anchor.x - pan.x) / fromZoom;
  const artboardY = (anchor.y - pan.y) / fromZoom;
  return { x: anchor.x - artboardX * toZoom, y: anchor.y - artboardY * toZoom };
}

/** The next zoom for a ctrl/cmd + wheel step: exponential, so each notch changes it by the same factor. */
export function wheelZoom(zoom: number, deltaY: number): number {
  return clampZoom(zoom * Math.exp(-deltaY * 0.002));
}
