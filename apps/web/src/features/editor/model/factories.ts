import type {
  ClockElement,
  DateElement,
  DesignElement,
  ImageElement,
  LineElement,
  QrElement,
  ShapeElement,
  TextElement,
} from '@plakat/shared';
import { defaultDesignFont } from '@plakat/shared';
import { roundPx } from './geometry.ts';
import { newId } from './ids.ts';
import type { Elements } from './tree.ts';

/** What the toolbar adds; rectangle and ellipse are both shape elements. */
export type NewElementKind = 'text' | 'image' | 'rectangle' | 'ellipse' | 'line' | 'clock' | 'date' | 'qr';

export type FactoryContext = {
  artboard: { width: number; height: number };
  /** The document's ids; the new one is added to it. */
  taken: Set<string>;
  /** Where the element's centre goes (a drop point); the artboard's centre without it. */
  at?: { x: number; y: number };
};

export const brandBlue = '#1f4e8c';
export const brandYellow = '#f5b400';

/** Sizes follow the artboard's shorter side, so a new element looks the same on HD and on 8K. */
const unit = (ctx: FactoryContext) => Math.min(ctx.artboard.width, ctx.artboard.height);

function placed(ctx: FactoryContext, w: number, h: number) {
  const centre = ctx.at ?? { x: ctx.artboard.width / 2, y: ctx.artboard.height / 2 };
  return {
    id: newId(ctx.taken),
    name: '',
    x: roundPx(centre.x - w / 2),
    y: roundPx(centre.y - h / 2),
    w: roundPx(w),
    h: roundPx(h),
    rotation: 0,
    opacity: 1,
    locked: false,
    visible: true,
  };
}

const textStyle = (fontSize: number, color: string) => ({
  fontFamily: defaultDesignFont,
  fontSize,
  fontWeight: 400 as const,
  italic: false,
  color,
  align: 'left' as const,
  verticalAlign: 'top' as const,
  lineHeight: 1.2,
});

/** A text box 60% of the artboard wide, one line at 8% of the shorter side (about 86 px on FullHD). */
export function newText(ctx: FactoryContext, text: string, color = '#111111'): TextElement {
  const fontSize = Math.round(unit(ctx) * 0.08);
  return {
    type: 'text',
    ...placed(ctx, ctx.artboard.width * 0.6, Math.ceil(fontSize * 1.2)),
    ...textStyle(fontSize, color),
    text,
  };
}

/** A pool image at its own aspect ratio, fitted into half the artboard (never scaled up beyond its pixels). */
export function newImage(ctx: FactoryContext, mediaId: string, size?: { width: number; height: number }): ImageElement {
  const natural = size && size.width > 0 && size.height > 0 ? size : { width: unit(ctx), height: unit(ctx) };
  const scale = Math.min(1, (ctx.artboard.width * 0.5) / natural.width, (ctx.artboard.height * 0.5) / natural.height);
  return {
    type: 'image',
    ...placed(ctx, natural.width * scale, natural.height * scale),
    mediaId,
    fit: 'cover',
    crop: null,
  };
}

export function newShape(ctx: FactoryContext, shape: 'rectangle' | 'ellipse'): ShapeElement {
  const side = unit(ctx) * 0.3;
  return {
    type: 'shape',
    ...placed(ctx, shape === 'rectangle' ? side * 1.6 : side, side),
    shape,
    fill: shape === 'rectangle' ? brandBlue : brandYellow,
    stroke: null,
    strokeWidth: 0,
    cornerRadius: 0,
  };
}

/** A horizontal line 40% of the artboard wide; its box is as high as the stroke is thick. */
export function newLine(ctx: FactoryContext): LineElement {
  const strokeWidth = Math.max(2, Math.round(unit(ctx) / 150));
  return {
    type: 'line',
    ...placed(ctx, ctx.artboard.width * 0.4, strokeWidth),
    stroke: '#111111',
    strokeWidth,
    dash: 'solid',
  };
}

export function newClock(ctx: FactoryContext, color = '#111111'): ClockElement {
  const fontSize = Math.round(unit(ctx) * 0.1);
  return {
    type: 'clock',
    ...placed(ctx, fontSize * 3.2, Math.ceil(fontSize * 1.2)),
    ...textStyle(fontSize, color),
    align: 'center',
    hourCycle: 'h23',
    showSeconds: false,
    timeZone: 'local',
  };
}

export function newDate(ctx: FactoryContext, language: 'en' | 'de', color = '#111111'): DateElement {
  const fontSize = Math.round(unit(ctx) * 0.05);
  return {
    type: 'date',
    ...placed(ctx, fontSize * 11, Math.ceil(fontSize * 1.2)),
    ...textStyle(fontSize, color),
    align: 'center',
    format: 'long',
    language,
    timeZone: 'local',
  };
}

/** A square QR code, a fifth of the shorter side, black on white (what phone cameras read best). */
export function newQr(ctx: FactoryContext, value: string): QrElement {
  const side = unit(ctx) * 0.2;
  return {
    type: 'qr',
    ...placed(ctx, side, side),
    value,
    color: '#000000',
    background: '#ffffff',
    errorCorrection: 'M',
  };
}

/** Puts a new element on top of the slide. */
export const addElement = (elements: Elements, element: DesignElement): DesignElement[] => [...elements, element];
