import type { DesignDocument } from '@plakat/shared';

/**
 * The editor's canvas (issue 24). konva and react-konva load only through these functions: the editor page awaits
 * `designStage()` (and `loadDesignFonts`) when the canvas route opens, so no other route downloads them. The types
 * and the zoom math cost nothing and are exported as they are.
 */
export const designStage = () => import('./stage/design-stage.tsx').then((m) => m.DesignStage);
export const loadDesignFonts = (doc: Pick<DesignDocument, 'slides'>) =>
  import('./fonts/load-fonts.ts').then((m) => m.loadDesignFonts(doc));
/** PNG or JPEG of a slide, the publish render and the list's thumbnail: see export.ts. */
export const designExport = () => import('./export.ts');

export type { DesignStageHandle, DesignStageProps } from './stage/design-stage.tsx';
export type { Box, ElementChange, ElementPatch, GuideLine } from './stage/types.ts';
export type { ImageResolver, ResolvedImage } from './images.ts';
export type { ExportOptions } from './export.ts';
export { fitZoom, maxZoom, minZoom } from './lib/zoom.ts';
