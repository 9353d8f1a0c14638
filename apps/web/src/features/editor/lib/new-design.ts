import { type ArtboardPreset, type Orientation, designLimits, orientationOf, presetSize } from '@plakat/shared';
import type { NewDesignBody } from '../api/designs.ts';

export const startKinds = ['preset', 'custom', 'template'] as const;
export type StartKind = (typeof startKinds)[number];

/** The new-design form's values: the fields of every start kind (only the chosen kind's are read). */
export type NewDesignValues = {
  name: string;
  start: StartKind;
  preset: ArtboardPreset;
  orientation: Orientation;
  width?: number | null;
  height?: number | null;
  templateId?: string;
};

/** Where the form starts: Full HD, landscape, the usual screen. */
export const newDesignDefaults: Omit<NewDesignValues, 'name'> = {
  start: 'preset',
  preset: 'fullHd',
  orientation: 'landscape',
  width: 1920,
  height: 1080,
};

/** A side the server accepts: a whole number of pixels within the artboard limits. */
export const isSide = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= designLimits.minSide &&
  value <= designLimits.maxSide;

/** The artboard the form's values make, or null when they make none yet (a template decides its own size). */
export function artboardOf(values: Partial<NewDesignValues>): { width: number; height: number } | null {
  if (values.start === 'preset' && values.preset && values.orientation) {
    return presetSize(values.preset, values.orientation);
  }
  if (values.start === 'custom' && isSide(values.width) && isSide(values.height)) {
    return { width: values.width, height: values.height };
  }
  return null;
}

/** The body of POST /api/designs for the form's values (the name trimmed). */
export function newDesignBody(values: NewDesignValues): NewDesignBody {
  const name = values.name.trim();
  if (values.start === 'template') return { name, from: { templateId: values.templateId ?? '' } };
  if (values.start === 'custom') return { name, from: { width: values.width ?? 0, height: values.height ?? 0 } };
  return { name, from: { preset: values.preset, orientation: values.orientation } };
}

/** The orientation a size shows as (square counts as landscape, as on the server). */
export const orientationOfSize = (size: { width: number; height: number }) => orientationOf(size.width, size.height);
