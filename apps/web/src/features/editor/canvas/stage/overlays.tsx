import type { DesignDocument, DesignElement } from '@plakat/shared';
import { Group, Line, Rect } from 'react-konva';
import type { Point } from '../lib/zoom.ts';
import type { Box, GuideLine } from './types.ts';

const accent = '#1677ff';
const guideColour = '#eb2f96';

type Props = {
  document: Pick<DesignDocument, 'width' | 'height' | 'safeArea'>;
  pan: Point;
  zoom: number;
  showSafeArea: boolean;
  guides: readonly GuideLine[];
  /** Selected elements the transformer does not take (locked ones): outlined only. */
  outlined: readonly DesignElement[];
  marquee: Box | null;
};

/**
 * What the editor draws over the artboard and never exports: the safe area (the overscan margin), the page's snapping
 * guides, outlines of selected locked elements and the marquee. Lines keep one screen pixel at every zoom.
 */
export function Overlays({ document, pan, zoom, showSafeArea, guides, outlined, marquee }: Props) {
  const line = 1 / zoom;
  const { width, height, safeArea } = document;
  return (
    <Group x={pan.x} y={pan.y} scaleX={zoom} scaleY={zoom} listening={false}>
      {showSafeArea && (
        <Rect
          x={width * safeArea.x}
          y={height * safeArea.y}
          width={width * (1 - 2 * safeArea.x)}
          height={height * (1 - 2 * safeArea.y)}
          stroke={accent}
          opacity={0.7}
          strokeWidth={line}
          dash={[6 * line, 4 * line]}
        />
      )}
      {guides.map((guide) => (
        <Line
          key={`${guide.x1}:${guide.y1}:${guide.x2}:${guide.y2}`}
          points={[guide.x1, guide.y1, guide.x2, guide.y2]}
          stroke={guideColour}
          strokeWidth={line}
        />
      ))}
      {outlined.map((element) => (
        <Rect
          key={element.id}
          x={element.x}
          y={element.y}
          width={element.w}
          height={element.h}
          rotation={element.rotation}
          stroke={accent}
          strokeWidth={line}
          dash={[4 * line, 3 * line]}
        />
      ))}
      {marquee && (
        <Rect
          x={marquee.x}
          y={marquee.y}
          width={marquee.w}
          height={marquee.h}
          fill="rgba(22,119,255,0.08)"
          stroke={accent}
          strokeWidth={line}
        />
      )}
    </Group>
  );
}
