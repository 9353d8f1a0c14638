import { z } from 'zod';
import { defaultDesignFont, designFontIds, fontWeights } from './fonts.ts';
import { designLimits as limits, orientations } from './limits.ts';
import { currentDesignSchemaVersion, dateFormats, imageFits } from './values.ts';
import { countElements, eachElement } from './walk.ts';

/**
 * A screen design (issue 24): data, not canvas nodes. The server stores and validates it, the web app draws it with
 * konva, the player (issue 25) reads the published one for its live elements. Version 2 is the current format; older
 * documents are migrated on read (`migrations.ts`), documents of an unknown or future version are refused.
 */

/** `#rrggbb` or `#rrggbbaa`, lower or upper case. */
export const designColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'validation.designColor')
  .describe('A colour: #rrggbb or #rrggbbaa');

const coordinate = z.number().finite().min(-limits.maxCoordinate).max(limits.maxCoordinate);
const extent = z.number().finite().min(0).max(limits.maxCoordinate);
export const elementId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
const mediaId = z.uuid().describe('A media pool file of the design’s company, referenced by id, never inlined');

/** What every element has; the array order of a slide (or group) is the z-order, the last drawn on top. */
const elementBase = {
  id: elementId,
  /** The layers panel's name; empty: the panel names it by its type. */
  name: z.string().max(limits.maxNameLength).default(''),
  x: coordinate,
  y: coordinate,
  w: extent,
  h: extent,
  /** Degrees clockwise around the element's top-left corner, as konva rotates. */
  rotation: z.number().finite().min(-360).max(360).default(0),
  opacity: z.number().min(0).max(1).default(1),
  locked: z.boolean().default(false),
  visible: z.boolean().default(true),
};

/** How text is set: text, clock and date elements share it. */
const textStyle = {
  fontFamily: z.enum(designFontIds).default(defaultDesignFont),
  fontSize: z.number().finite().min(1).max(2000),
  fontWeight: z
    .union(fontWeights.map((weight) => z.literal(weight)) as [z.ZodLiteral<400>, z.ZodLiteral<700>])
    .default(400),
  italic: z.boolean().default(false),
  color: designColor,
  align: z.enum(['left', 'center', 'right']).default('left'),
  verticalAlign: z.enum(['top', 'middle', 'bottom']).default('top'),
  /** A multiple of the font size. */
  lineHeight: z.number().min(0.5).max(5).default(1.2),
};

export const textElement = z.object({
  type: z.literal('text'),
  ...elementBase,
  ...textStyle,
  /** Drawn as text: markup and right-to-left text are characters, never interpreted. */
  text: z.string().max(limits.maxTextLength),
});

/** Which part of the image is shown (fractions of its width and height) and how it fills the element's box. */
export const imageCrop = z.object({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  w: z.number().gt(0).max(1),
  h: z.number().gt(0).max(1),
});
export const imageElement = z.object({
  type: z.literal('image'),
  ...elementBase,
  mediaId,
  fit: z.enum(imageFits).default('cover'),
  crop: imageCrop.nullable().default(null),
});

export const shapeElement = z.object({
  type: z.literal('shape'),
  ...elementBase,
  shape: z.enum(['rectangle', 'ellipse']),
  fill: designColor.nullable(),
  stroke: designColor.nullable().default(null),
  strokeWidth: z.number().min(0).max(500).default(0),
  /** Rounded corners of a rectangle, in pixels. */
  cornerRadius: z.number().min(0).max(limits.maxCoordinate).default(0),
});

/** A line across its box from the left to the right edge at half its height; `rotation` gives it any angle. */
export const lineElement = z.object({
  type: z.literal('line'),
  ...elementBase,
  stroke: designColor,
  strokeWidth: z.number().gt(0).max(500),
  dash: z.enum(['solid', 'dashed', 'dotted']).default('solid'),
});

/** The time where the screen is (`local`) or in a named IANA time zone. */
const timeZone = z
  .string()
  .min(1)
  .max(64)
  .regex(/^(local|[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*)$/)
  .default('local');
export const clockElement = z.object({
  type: z.literal('clock'),
  ...elementBase,
  ...textStyle,
  hourCycle: z.enum(['h23', 'h12']).default('h23'),
  showSeconds: z.boolean().default(false),
  timeZone,
});
export const dateElement = z.object({
  type: z.literal('date'),
  ...elementBase,
  ...textStyle,
  /** Intl's dateStyle: 26.11.26, 26.11.2026, 26. November 2026, Donnerstag, 26. November 2026. */
  format: z.enum(dateFormats).default('long'),
  /** The language the date is written in. */
  language: z.enum(['en', 'de']).default('en'),
  timeZone,
});
export const qrElement = z.object({
  type: z.literal('qr'),
  ...elementBase,
  value: z.string().min(1).max(limits.maxQrLength),
  color: designColor.default('#000000'),
  background: designColor.default('#ffffff'),
  errorCorrection: z.enum(['L', 'M', 'Q', 'H']).default('M'),
});

export type TextElement = z.infer<typeof textElement>;
export type ImageElement = z.infer<typeof imageElement>;
export type ShapeElement = z.infer<typeof shapeElement>;
export type LineElement = z.infer<typeof lineElement>;
export type ClockElement = z.infer<typeof clockElement>;
export type DateElement = z.infer<typeof dateElement>;
export type QrElement = z.infer<typeof qrElement>;
/** A group: its children's coordinates are relative to the group's top-left corner. */
export type GroupElement = z.infer<typeof groupBase> & { children: DesignElement[] };
export type DesignElement =
  | TextElement
  | ImageElement
  | ShapeElement
  | LineElement
  | ClockElement
  | DateElement
  | QrElement
  | GroupElement;
export type DesignElementType = DesignElement['type'];

const groupBase = z.object({ type: z.literal('group'), ...elementBase });
export const groupElement: z.ZodType<GroupElement> = groupBase.extend({
  get children(): z.ZodArray<z.ZodType<DesignElement>> {
    return z.array(designElement);
  },
}) as unknown as z.ZodType<GroupElement>;

export const designElement: z.ZodType<DesignElement> = z.discriminatedUnion('type', [
  textElement,
  imageElement,
  shapeElement,
  lineElement,
  clockElement,
  dateElement,
  qrElement,
  groupElement as unknown as typeof textElement,
]) as unknown as z.ZodType<DesignElement>;

export const designBackground = z.discriminatedUnion('type', [
  z.object({ type: z.literal('color'), color: designColor }),
  z.object({ type: z.literal('image'), mediaId, fit: z.enum(imageFits).default('cover'), color: designColor }),
]);
export type DesignBackground = z.infer<typeof designBackground>;

export const designSlide = z.object({
  id: elementId,
  name: z.string().max(limits.maxNameLength).default(''),
  /** Seconds the slide is shown before the next. */
  duration: z.number().int().min(limits.minSlideSeconds).max(limits.maxSlideSeconds).default(10),
  elements: z.array(designElement),
});
export type DesignSlide = z.infer<typeof designSlide>;

const side = z.number().int().min(limits.minSide).max(limits.maxSide);

/** The current document format (version 2). Use `parseDesignDocument` for anything stored or sent. */
export const designDocument = z
  .object({
    schemaVersion: z.literal(currentDesignSchemaVersion),
    width: side,
    height: side,
    orientation: z.enum(orientations),
    background: designBackground,
    /** The overscan margin drawn over the artboard: fractions of the width (each side) and of the height. */
    safeArea: z.object({ x: z.number().min(0).max(0.25), y: z.number().min(0).max(0.25) }),
    slides: z.array(designSlide).min(1).max(limits.maxSlides),
  })
  .superRefine((doc, ctx) => {
    const count = countElements(doc.slides);
    if (count.elements > limits.maxElements) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.designTooManyElements',
        path: ['slides'],
        params: { maximum: limits.maxElements },
      });
    }
    if (count.depth > limits.maxGroupDepth) {
      ctx.addIssue({ code: 'custom', message: 'validation.designGroupsTooDeep', path: ['slides'] });
    }
    const ids = new Set<string>();
    for (const id of allElementIds(doc.slides)) {
      if (ids.has(id)) ctx.addIssue({ code: 'custom', message: 'validation.designDuplicateId', path: ['slides'] });
      ids.add(id);
    }
  });
export type DesignDocument = z.infer<typeof designDocument>;

function* allElementIds(slides: readonly { elements: readonly DesignElement[] }[]) {
  for (const [element] of eachElement(slides)) yield element.id;
}
