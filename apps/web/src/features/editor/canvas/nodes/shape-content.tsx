import type { LineElement, ShapeElement } from '@plakat/shared';
import { Ellipse, Line, Rect } from 'react-konva';

/** A rectangle or ellipse; its stroke lies inside the box, so the box is what the design shows. */
export function ShapeContent({ element }: { element: ShapeElement }) {
  const stroke = element.stroke && element.strokeWidth > 0 ? element.stroke : undefined;
  const inset = stroke ? element.strokeWidth / 2 : 0;
  const w = Math.max(0, element.w - 2 * inset);
  const h = Math.max(0, element.h - 2 * inset);
  const paint = {
    fill: element.fill ?? undefined,
    stroke,
    strokeWidth: stroke ? element.strokeWidth : 0,
    listening: false,
    perfectDrawEnabled: false,
  };
  if (element.shape === 'ellipse') {
    return <Ellipse x={element.w / 2} y={element.h / 2} radiusX={w / 2} radiusY={h / 2} {...paint} />;
  }
  const cornerRadius = Math.min(element.cornerRadius, w / 2, h / 2);
  return <Rect x={inset} y={inset} width={w} height={h} cornerRadius={cornerRadius} {...paint} />;
}

/** Dash patterns in multiples of the stroke width; dots are zero-length dashes with round caps. */
export function dashOf(dash: LineElement['dash'], width: number) {
  if (dash === 'dashed') return { dash: [3 * width, 2 * width], lineCap: 'butt' as const };
  if (dash === 'dotted') return { dash: [0, 2 * width], lineCap: 'round' as const };
  return { dash: undefined, lineCap: 'butt' as const };
}

/** A line from the left to the right edge of its box at half its height; rotation gives it its angle. */
export function LineContent({ element }: { element: LineElement }) {
  const y = element.h / 2;
  return (
    <Line
      points={[0, y, element.w, y]}
      stroke={element.stroke}
      strokeWidth={element.strokeWidth}
      {...dashOf(element.dash, element.strokeWidth)}
      listening={false}
      perfectDrawEnabled={false}
    />
  );
}
