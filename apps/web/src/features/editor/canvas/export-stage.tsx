import type { DesignDocument, DesignElement } from '@plakat/shared';
import type Konva from 'konva';
import { useEffect, useRef } from 'react';
import { Layer, Rect, Stage } from 'react-konva';
import type { ImageResolver } from './images.ts';
import { ArtboardContent } from './nodes/artboard.tsx';
import { ImageResolverContext } from './nodes/image-source.ts';

type Props = {
  document: DesignDocument;
  elements: readonly DesignElement[];
  resolveImage: ImageResolver;
  /** White under everything, for formats without transparency (JPEG). */
  opaque: boolean;
  onReady: (layer: Konva.Layer) => void;
};

/**
 * The artboard alone on a stage that is never shown: one pixel large, as the export draws the layer into a canvas of
 * its own at the artboard's size (a stage at 8K would allocate canvases of that size for nothing).
 */
export function ExportStage({ document, elements, resolveImage, opaque, onReady }: Props) {
  const layer = useRef<Konva.Layer>(null);
  return (
    <Stage width={1} height={1}>
      <Layer ref={layer} listening={false}>
        <ImageResolverContext value={resolveImage}>
          {opaque && <Rect width={document.width} height={document.height} fill="#ffffff" />}
          <ArtboardContent document={document} elements={elements} />
          <Drawn onDrawn={() => layer.current && onReady(layer.current)} />
        </ImageResolverContext>
      </Layer>
    </Stage>
  );
}

/** Its effect runs once everything before it in the layer is in place. */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  const once = useRef(onDrawn);
  useEffect(() => once.current(), []);
  return null;
}
