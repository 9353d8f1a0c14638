import {
  type ClockElement,
  type DateElement,
  type DesignDocument,
  type DesignElement,
  type DesignFont,
  defaultSafeArea,
  type LineElement,
  type Orientation,
  presetSize,
  type QrElement,
  type ShapeElement,
  type TextElement,
} from '@plakat/shared';

/**
 * Building blocks of the demo design templates: a FullHD frame with its safe area, and elements with every default
 * written out (the documents are stored as they are, the editor shows each property).
 */
export const colors = {
  blue: '#1f4e8c',
  yellow: '#f5b400',
  navy: '#0f2747',
  white: '#ffffff',
  mist: '#dfe7f2',
  muted: '#9fb3cf',
  paper: '#eef3f9',
  ink: '#14213d',
} as const;

export type Frame = {
  width: number;
  height: number;
  orientation: Orientation;
  portrait: boolean;
  /** The safe area's edges in pixels (5% of the width left and right, 3% of the height top and bottom). */
  safe: { left: number; top: number; right: number; bottom: number };
};

export function fullHdFrame(orientation: Orientation): Frame {
  const { width, height } = presetSize('fullHd', orientation);
  const mx = Math.ceil(width * defaultSafeArea.x);
  const my = Math.ceil(height * defaultSafeArea.y);
  return {
    width,
    height,
    orientation,
    portrait: orientation === 'portrait',
    safe: { left: mx, top: my, right: width - mx, bottom: height - my },
  };
}

export type Box = { x: number; y: number; w: number; h: number };

export const designOf = (frame: Frame, background: string, elements: DesignElement[]): DesignDocument => ({
  schemaVersion: 2,
  width: frame.width,
  height: frame.height,
  orientation: frame.orientation,
  background: { type: 'color', color: background },
  safeArea: { ...defaultSafeArea },
  slides: [{ id: 'slide-1', name: '', duration: 15, elements }],
});

const base = (id: string, name: string, box: Box) => ({
  id,
  name,
  ...box,
  rotation: 0,
  opacity: 1,
  locked: false,
  visible: true,
});

type TextStyle = {
  font?: DesignFont;
  size: number;
  bold?: boolean;
  color: string;
  align?: 'left' | 'center' | 'right';
  verticalAlign?: 'top' | 'middle' | 'bottom';
  lineHeight?: number;
};

const textStyle = (style: TextStyle) => ({
  fontFamily: style.font ?? 'inter',
  fontSize: style.size,
  fontWeight: style.bold ? (700 as const) : (400 as const),
  italic: false,
  color: style.color,
  align: style.align ?? 'left',
  verticalAlign: style.verticalAlign ?? 'top',
  lineHeight: style.lineHeight ?? 1.2,
});

/** A text box as high as its lines need (lines x size x line height). */
export function text(id: string, at: Omit<Box, 'h'> & { lines?: number }, value: string, style: TextStyle) {
  const h = Math.ceil(style.size * (style.lineHeight ?? 1.2) * (at.lines ?? 1));
  return {
    type: 'text',
    ...base(id, '', { x: at.x, y: at.y, w: at.w, h }),
    ...textStyle(style),
    text: value,
  } satisfies TextElement as TextElement;
}

export const rect = (id: string, name: string, box: Box, fill: string | null, radius = 0, stroke?: string) =>
  ({
    type: 'shape',
    ...base(id, name, box),
    shape: 'rectangle',
    fill,
    stroke: stroke ?? null,
    strokeWidth: stroke ? 4 : 0,
    cornerRadius: radius,
  }) satisfies ShapeElement as ShapeElement;

export const ellipse = (id: string, name: string, box: Box, fill: string) =>
  ({ ...rect(id, name, box, fill), shape: 'ellipse' }) satisfies ShapeElement as ShapeElement;

export const line = (id: string, box: Omit<Box, 'h'>, stroke: string, width: number) =>
  ({
    type: 'line',
    ...base(id, '', { ...box, h: width }),
    stroke,
    strokeWidth: width,
    dash: 'solid',
  }) satisfies LineElement as LineElement;

export const clock = (id: string, at: Omit<Box, 'h'>, style: TextStyle) =>
  ({
    type: 'clock',
    ...base(id, '', { ...at, h: Math.ceil(style.size * (style.lineHeight ?? 1.2)) }),
    ...textStyle(style),
    hourCycle: 'h23',
    showSeconds: false,
    timeZone: 'local',
  }) satisfies ClockElement as ClockElement;

export const date = (id: string, at: Omit<Box, 'h'>, style: TextStyle, format: DateElement['format'] = 'full') =>
  ({
    type: 'date',
    ...base(id, '', { ...at, h: Math.ceil(style.size * (style.lineHeight ?? 1.2)) }),
    ...textStyle(style),
    format,
    language: 'de',
    timeZone: 'local',
  }) satisfies DateElement as DateElement;

export const qr = (id: string, name: string, box: Box, value: string) =>
  ({
    type: 'qr',
    ...base(id, name, box),
    value,
    color: colors.navy,
    background: colors.white,
    errorCorrection: 'M',
  }) satisfies QrElement as QrElement;
