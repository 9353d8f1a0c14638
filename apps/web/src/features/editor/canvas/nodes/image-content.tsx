import type { ImageElement } from '@plakat/shared';
import { Image as KonvaImage } from 'react-konva';
import { useLoadedImage } from '../images.ts';
import { type ImageFit, imagePlacement } from '../lib/image-fit.ts';
import { MissingBox } from './missing-box.tsx';
import { useImageResolver } from './image-source.ts';

type Props = { mediaId: string; w: number; h: number; fit: ImageFit; crop?: ImageElement['crop'] };

/** A pool image in a box (image elements and the background): fitted and cropped, or the missing-file box. */
export function ImageContent({ mediaId, w, h, fit, crop = null }: Props) {
  const resolved = useImageResolver()(mediaId);
  const image = useLoadedImage(resolved?.url);
  if (image === undefined) return <MissingBox w={w} h={h} loading />;
  if (image === null) return <MissingBox w={w} h={h} />;
  const { source, dest } = imagePlacement(
    { w, h },
    { width: image.naturalWidth, height: image.naturalHeight },
    fit,
    crop,
  );
  return <KonvaImage image={image} crop={source} {...dest} listening={false} />;
}
