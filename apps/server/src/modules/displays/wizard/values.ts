import {
  type Language,
  days,
  type generalStep,
  type locationStep,
  type playerStep,
  resolutionPixels,
  settleSharing,
  type specificationsStep,
  type valuationStep,
} from '@plakat/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { ApiError } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import { type DisplayRepo, type DisplayRow, type DisplayValues, existingCodes } from '../repository/displays.ts';

export type StepBodies = {
  general: z.infer<typeof generalStep>;
  specifications: z.infer<typeof specificationsStep>;
  location: z.infer<typeof locationStep>;
  valuation: z.infer<typeof valuationStep>;
  player: z.infer<typeof playerStep>;
};
type FieldError = { path: string; message: string };

/** A 400 with translated field errors (the same shape as schema errors). */
export function fieldErrors(lang: Language, errors: FieldError[]): ApiError {
  return new ApiError(
    400,
    'validation.invalidBody',
    {},
    { errors: errors.map((e) => ({ path: e.path, message: t(lang, e.message) })) },
  );
}

/** The columns whose value differs (arrays and JSON compared by content). */
export function changedColumns(current: DisplayRow, values: DisplayValues): (keyof DisplayValues)[] {
  return (Object.keys(values) as (keyof DisplayValues)[]).filter((key) => {
    const before = (current as Record<string, unknown>)[key];
    const after = (values as Record<string, unknown>)[key] ?? null;
    if (typeof after === 'object' && after !== null) return JSON.stringify(before) !== JSON.stringify(after);
    return (before ?? null) !== after;
  });
}

/** General information: codes and the category checked; sharing fields settled (external or shared → public). */
export async function generalValues(
  db: Db,
  displays: DisplayRepo,
  b: StepBodies['general'],
  lang: Language,
): Promise<DisplayValues> {
  const errors: FieldError[] = [];
  await checkCodes(db, 'industries', b.excludedIndustries, 'excludedIndustries', errors);
  await checkCodes(db, 'predefinedFilters', b.predefinedFilters, 'predefinedFilters', errors);
  if (b.categoryId && !(await displays.category(b.categoryId)))
    errors.push({ path: 'categoryId', message: 'apiWizard.categoryNotFound' });
  if (errors.length > 0) throw fieldErrors(lang, errors);
  const sharing = settleSharing({ accessibility: b.accessibility, location: b.location, shareOptions: b.shareOptions });
  return {
    title: b.title,
    description: b.description,
    keywords: [...new Set(b.keywords)],
    categoryId: b.categoryId ?? null,
    ...sharing,
    excludedIndustries: [...new Set(b.excludedIndustries)],
    predefinedFilters: [...new Set(b.predefinedFilters)],
  };
}

export async function specificationValues(
  db: Db,
  b: StepBodies['specifications'],
  lang: Language,
): Promise<DisplayValues> {
  const errors: FieldError[] = [];
  if (b.brand) await checkCodes(db, 'displayBrands', [b.brand], 'brand', errors, false);
  if (errors.length > 0) throw fieldErrors(lang, errors);
  const custom = !!b.widthCm && !!b.heightCm;
  const sizeInches = custom ? diagonalInches(b.widthCm as number, b.heightCm as number) : (b.sizeInches ?? null);
  const [resolutionWidth, resolutionHeight] =
    b.resolution === 'other' ? [b.resolutionWidth ?? null, b.resolutionHeight ?? null] : resolutionPixels[b.resolution];
  const availability = orderedDays(
    Object.fromEntries(
      Object.entries(b.availability).map(([day, hours]) => [day, [...new Set(hours ?? [])].sort((x, y) => x - y)]),
    ),
  ) as Record<string, number[]>;
  for (const day of Object.keys(availability)) if (availability[day].length === 0) delete availability[day];
  return {
    displayType: b.displayType,
    brand: b.brand ?? null,
    model: b.model,
    serialNumber: b.serialNumber,
    sound: b.sound,
    operatingSystem: b.operatingSystem ?? null,
    alignment: b.alignment,
    screens: b.displayType === 'LCDFloorstand' ? (b.screens ?? null) : null,
    sizeInches,
    widthCm: custom ? (b.widthCm as number) : null,
    heightCm: custom ? (b.heightCm as number) : null,
    resolution: b.resolution,
    resolutionWidth,
    resolutionHeight,
    aspectRatio: b.aspectRatio ?? null,
    availability,
    availableDays: days.filter((d) => (availability[d]?.length ?? 0) > 0),
  };
}

export async function locationValues(db: Db, b: StepBodies['location'], lang: Language): Promise<DisplayValues> {
  const errors: FieldError[] = [];
  await checkCodes(db, 'countries', [b.country], 'country', errors, false);
  await checkCodes(db, 'signageCategories', [b.placement], 'placement', errors, false);
  const states = await existingCodes(db, 'federalStates', [b.federalState]);
  if (!states.has(b.federalState)) errors.push({ path: 'federalState', message: 'apiWizard.unknownCode' });
  else {
    const stateCountry = states.get(b.federalState);
    if (stateCountry && stateCountry !== b.country)
      errors.push({ path: 'federalState', message: 'apiWizard.federalStateMismatch' });
  }
  if (errors.length > 0) throw fieldErrors(lang, errors);
  return {
    street: b.street,
    houseNumber: b.houseNumber,
    postcode: b.postcode,
    town: b.town,
    district: b.district,
    federalState: b.federalState,
    country: b.country,
    placement: b.placement,
    locationDescription: b.locationDescription,
    latitude: b.latitude,
    longitude: b.longitude,
  };
}

export const valuationValues = (b: StepBodies['valuation']): DisplayValues => ({
  visibilityRate: b.visibilityRate,
  visitorCount: b.visitorCount,
  priceCredits: b.priceCredits,
  peakTimes: orderedDays(b.peakTimes),
});

async function checkCodes(db: Db, group: string, codes: string[], path: string, errors: FieldError[], indexed = true) {
  const found = await existingCodes(db, group, codes);
  codes.forEach((code, i) => {
    if (!found.has(code)) errors.push({ path: indexed ? `${path}.${i}` : path, message: 'apiWizard.unknownCode' });
  });
}

/** Diagonal of a width × height in cm, in inches with one decimal. */
export function diagonalInches(widthCm: number, heightCm: number): number {
  return Math.round((Math.hypot(widthCm, heightCm) / 2.54) * 10) / 10;
}

function orderedDays<T>(record: Partial<Record<string, T>>): Partial<Record<(typeof days)[number], T>> {
  const out: Partial<Record<(typeof days)[number], T>> = {};
  for (const day of days) if (record[day] !== undefined) out[day] = record[day] as T;
  return out;
}
