import { designFonts } from '@plakat/shared/editor/fonts';
import { clockText, dateText } from '@plakat/shared/editor/live-text';
import type { ManifestItem } from '@plakat/shared/schemas/player';

/** The longer edge of a screenshot. */
const maxEdge = 1280;

/**
 * A screenshot of what the screen shows (issue 25): the slot's picture or the video's current frame drawn as the
 * screen fits it (contain, black bars), with a design's clock and date written over it as they read now. The media
 * are blob URLs of our own origin, so the canvas stays readable.
 */
export async function captureSlot(
  media: HTMLImageElement | HTMLVideoElement | null,
  item: ManifestItem | null,
  now: Date,
): Promise<Blob | null> {
  const scale = Math.min(1, maxEdge / Math.max(innerWidth, innerHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(innerWidth * scale);
  canvas.height = Math.round(innerHeight * scale);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#000';
  context.fillRect(0, 0, canvas.width, canvas.height);
  const width = media instanceof HTMLVideoElement ? media.videoWidth : (media?.naturalWidth ?? 0);
  const height = media instanceof HTMLVideoElement ? media.videoHeight : (media?.naturalHeight ?? 0);
  if (media && width > 0 && height > 0) {
    const fit = Math.min(canvas.width / width, canvas.height / height);
    const x = (canvas.width - width * fit) / 2;
    const y = (canvas.height - height * fit) / 2;
    context.drawImage(media, x, y, width * fit, height * fit);
    if (item?.live) drawLive(context, item.live, { x, y, fit: (width * fit) / item.live.width }, now);
  }
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
}

function drawLive(
  context: CanvasRenderingContext2D,
  live: NonNullable<ManifestItem['live']>,
  at: { x: number; y: number; fit: number },
  now: Date,
) {
  for (const el of live.elements) {
    if (!el.visible) continue;
    const family = designFonts[el.fontFamily as keyof typeof designFonts]?.family ?? 'Inter';
    context.save();
    context.globalAlpha = el.opacity;
    context.translate(at.x + el.x * at.fit, at.y + el.y * at.fit);
    context.rotate((el.rotation * Math.PI) / 180);
    context.font = `${el.italic ? 'italic ' : ''}${el.fontWeight} ${el.fontSize * at.fit}px "${family}", sans-serif`;
    context.fillStyle = el.color;
    context.textAlign = el.align;
    context.textBaseline = el.verticalAlign === 'top' ? 'top' : el.verticalAlign === 'bottom' ? 'bottom' : 'middle';
    const x = el.align === 'left' ? 0 : el.align === 'center' ? (el.w * at.fit) / 2 : el.w * at.fit;
    const y = el.verticalAlign === 'top' ? 0 : el.verticalAlign === 'bottom' ? el.h * at.fit : (el.h * at.fit) / 2;
    context.fillText(el.type === 'clock' ? clockText(el, now) : dateText(el, now), x, y);
    context.restore();
  }
}
