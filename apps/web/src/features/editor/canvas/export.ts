import { type DesignDocument, eachElement } from '@plakat/shared';
import type Konva from 'konva';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ExportStage } from './export-stage.tsx';
import { loadDesignFonts } from './fonts/load-fonts.ts';
import { type ImageResolver, loadImage } from './images.ts';
import { withoutLiveElements } from './lib/element-tree.ts';

export type ExportOptions = {
  resolveImage: ImageResolver;
  format?: 'png' | 'jpeg';
  /** 1x or 2x of the artboard's pixels (ignored when `width` is given). */
  scale?: 1 | 2;
  /** The width of the picture in pixels; the height follows the artboard's aspect ratio (thumbnails). */
  width?: number;
  /** JPEG quality, 0 to 1. */
  quality?: number;
  /** Leave out clocks and dates (groups included): the publish render, over which the player draws them live. */
  withoutLive?: boolean;
};

/** Browsers refuse canvases much larger than this on a side. */
const maxCanvasSide = 16_384;

/**
 * A slide as a PNG or JPEG, drawn on an offscreen konva stage at the artboard's resolution times the scale, without
 * the editor's overlays and selection: what the screen shows. Fonts and images are loaded first (a missing file is its
 * crossed placeholder box); clocks and dates show the time of the render, or are left out (`withoutLive`).
 */
export async function exportSlide(doc: DesignDocument, slideIndex: number, options: ExportOptions): Promise<Blob> {
  const slide = doc.slides[Math.min(slideIndex, doc.slides.length - 1)];
  await Promise.all([loadDesignFonts({ slides: [slide] }), loadImages(doc, slide, options.resolveImage)]);
  const format = options.format ?? 'png';
  const wanted = options.width ? options.width / doc.width : (options.scale ?? 1);
  const pixelRatio = Math.min(wanted, maxCanvasSide / Math.max(doc.width, doc.height));
  const host = document.createElement('div');
  const root = createRoot(host);
  try {
    const layer = await new Promise<Konva.Layer>((resolve) => {
      root.render(
        createElement(ExportStage, {
          document: doc,
          elements: options.withoutLive ? withoutLiveElements(slide.elements) : slide.elements,
          resolveImage: options.resolveImage,
          opaque: format === 'jpeg',
          onReady: resolve,
        }),
      );
    });
    return await layer.toBlob({
      x: 0,
      y: 0,
      width: doc.width,
      height: doc.height,
      pixelRatio,
      mimeType: `image/${format}`,
      quality: options.quality ?? 0.92,
    });
  } finally {
    root.unmount();
  }
}

/**
 * The publish render: the first slide at the design's resolution, as PNG, without clocks and dates: the player draws
 * them live over the picture from the published document (issue 25), so the picture must not show a frozen time.
 */
export const renderForPublish = (doc: DesignDocument, resolveImage: ImageResolver) =>
  exportSlide(doc, 0, { resolveImage, format: 'png', scale: 1, withoutLive: true });

/** The list's thumbnail of a revision: the first slide 480 pixels wide, as JPEG (small, saved with every revision). */
export const renderThumbnail = (doc: DesignDocument, resolveImage: ImageResolver, width = 480) =>
  exportSlide(doc, 0, { resolveImage, format: 'jpeg', width, quality: 0.85 });

function loadImages(doc: DesignDocument, slide: DesignDocument['slides'][number], resolve: ImageResolver) {
  const ids = new Set<string>();
  if (doc.background.type === 'image') ids.add(doc.background.mediaId);
  for (const [element] of eachElement([slide])) if (element.type === 'image') ids.add(element.mediaId);
  return Promise.all(
    [...ids].map((id) => {
      const resolved = resolve(id);
      return resolved ? loadImage(resolved.url) : undefined;
    }),
  );
}
