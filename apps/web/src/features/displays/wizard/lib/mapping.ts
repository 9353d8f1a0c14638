import {
  type Day,
  type DisplayMediaItem,
  type DisplayType,
  type WizardStep,
  days,
  resolutionPixels,
  screenSizePresets,
  simplifiedResolutions,
  sizePresetKindOf,
} from '@plakat/shared';
import type { DisplayEditData } from '../../api/get-display-edit.ts';
import type { StepBody } from '../../api/save-step.ts';
import type { Availability } from '../components/availability-grid.tsx';

/** 'a, b ,, c' → ['a', 'b', 'c'] (trimmed, no empties, no repeats). */
export const splitKeywords = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  const seen = new Set<string>();
  for (const part of value.split(',')) {
    const word = part.trim();
    if (word) seen.add(word);
  }
  return [...seen];
};

export type SizeMode = 'preset' | 'custom';
export type ResolutionMode = 'preset' | 'simple' | 'custom';
export type SimpleLevel = keyof typeof simplifiedResolutions;

/** Form values per step (UI-only helpers like sizeMode or media lists are never sent). */
export type StepValues = Record<string, unknown>;

const orNull = <T>(v: T | undefined | null): T | null =>
  v === undefined || v === null || (v as unknown) === '' ? null : v;

export function cleanAvailability(value: unknown): Availability {
  const out: Availability = {};
  const source = (value ?? {}) as Record<string, unknown>;
  for (const day of days) {
    const list = source[day];
    if (Array.isArray(list) && list.length)
      out[day] = [...new Set(list.map(Number))].filter((h) => h >= 0 && h <= 23).sort((a, b) => a - b);
  }
  return out;
}

export const presetSizes = (type: DisplayType | undefined) => screenSizePresets[sizePresetKindOf(type ?? 'LCDScreen')];

/** The body of a step as the server expects it (the whole step; the server keeps only what changed). */
export function toBody(step: WizardStep, v: StepValues): StepBody {
  switch (step) {
    case 'general':
      return {
        title: String(v.title ?? ''),
        description: String(v.description ?? ''),
        keywords: splitKeywords(v.keywords),
        categoryId: orNull(v.categoryId as string | undefined),
        accessibility: v.accessibility as 'public' | 'private',
        location: v.location as 'external' | 'internal',
        shareOptions: v.shareOptions as 'share' | 'notShare' | 'restricted',
        excludedIndustries: (v.excludedIndustries as string[] | undefined) ?? [],
        predefinedFilters: (v.predefinedFilters as string[] | undefined) ?? [],
        ...(v.shareOptions === 'restricted' && Array.isArray(v.partnerIds)
          ? { partnerIds: v.partnerIds as string[], partnerMessage: String(v.partnerMessage ?? '').trim() }
          : {}),
      };
    case 'specifications': {
      const type = v.displayType as DisplayType;
      const custom = v.sizeMode === 'custom';
      const mode = v.resolutionMode as ResolutionMode;
      const resolution =
        mode === 'custom'
          ? 'other'
          : mode === 'simple'
            ? simplifiedResolutions[v.simpleLevel as SimpleLevel]
            : (v.resolution as keyof typeof resolutionPixels);
      const pixels = resolution && resolution !== 'other' ? resolutionPixels[resolution] : null;
      return {
        displayType: type,
        brand: orNull(v.brand as string | undefined),
        model: String(v.model ?? ''),
        serialNumber: String(v.serialNumber ?? ''),
        sound: v.sound as boolean,
        operatingSystem: orNull(v.operatingSystem as 'microsoftWindows' | undefined),
        alignment: v.alignment as 'horizontal',
        screens: type === 'LCDFloorstand' ? orNull(v.screens as 'one' | undefined) : null,
        sizeInches: custom ? null : orNull(v.sizeInches as number | undefined),
        widthCm: custom ? orNull(v.widthCm as number | undefined) : null,
        heightCm: custom ? orNull(v.heightCm as number | undefined) : null,
        resolution,
        resolutionWidth: pixels ? pixels[0] : orNull(v.resolutionWidth as number | undefined),
        resolutionHeight: pixels ? pixels[1] : orNull(v.resolutionHeight as number | undefined),
        aspectRatio: orNull(v.aspectRatio as '16:9' | undefined),
        availability: cleanAvailability(v.availability),
      };
    }
    case 'location':
      return {
        street: String(v.street ?? ''),
        houseNumber: String(v.houseNumber ?? ''),
        postcode: String(v.postcode ?? ''),
        town: String(v.town ?? ''),
        district: String(v.district ?? ''),
        federalState: String(v.federalState ?? ''),
        country: String(v.country ?? ''),
        placement: String(v.placement ?? ''),
        locationDescription: String(v.locationDescription ?? ''),
        latitude: v.latitude as number,
        longitude: v.longitude as number,
      };
    case 'valuation': {
      const peak: Partial<Record<Day, number>> = {};
      const source = (v.peakTimes ?? {}) as Record<string, unknown>;
      for (const day of days) if (typeof source[day] === 'number') peak[day] = source[day] as number;
      return {
        visibilityRate: v.visibilityRate as number,
        visitorCount: v.visitorCount as number,
        priceCredits: v.priceCredits as number,
        peakTimes: peak,
      };
    }
    case 'player':
      return {
        isActive: !!v.isActive,
        email: String(v.email ?? '').trim(),
        repeatEmail: String(v.repeatEmail ?? '').trim(),
      };
  }
}

/** Form values of every step for a new display. */
export function emptyValues(): Record<WizardStep, StepValues> {
  return {
    general: {
      accessibility: 'public',
      location: 'internal',
      shareOptions: 'notShare',
      excludedIndustries: [],
      predefinedFilters: [],
    },
    specifications: {
      sizeMode: 'preset',
      resolutionMode: 'preset',
      sound: true,
      alignment: 'horizontal',
      aspectRatio: '16:9',
      availability: {},
    },
    location: { country: 'DE', locationMedia: [] },
    valuation: { peakTimes: {}, placeholderMedia: [] },
    player: { isActive: true },
  };
}

/** Prefills the steps from GET /displays/{id}/edit. */
export function valuesFromDetails(d: DisplayEditData): Record<WizardStep, StepValues> {
  const type = (d.displayType ?? undefined) as DisplayType | undefined;
  // The server keeps width/height only for custom sizes; presets store the inches alone. A stored size outside
  // the preset list (older or imported displays) stays selected as it is.
  const custom = !!d.widthCm && !!d.heightCm;
  const resolutionMode: ResolutionMode = d.resolution === 'other' ? 'custom' : 'preset';
  const media = (list: DisplayMediaItem[] | undefined) => list ?? [];
  return {
    general: {
      title: d.title,
      description: d.description,
      keywords: d.keywords.join(', '),
      categoryId: d.categoryId ?? undefined,
      accessibility: d.accessibility,
      location: d.location,
      shareOptions: d.shareOptions,
      excludedIndustries: d.excludedIndustries,
      predefinedFilters: d.predefinedFilters,
    },
    specifications: {
      displayType: type,
      brand: d.brand ?? undefined,
      model: d.model ?? undefined,
      serialNumber: d.serialNumber ?? undefined,
      sound: d.sound ?? true,
      operatingSystem: d.operatingSystem ?? undefined,
      alignment: d.alignment ?? 'horizontal',
      screens: d.screens ?? undefined,
      sizeMode: custom ? 'custom' : 'preset',
      sizeInches: custom ? undefined : (d.size ?? undefined),
      widthCm: d.widthCm ?? undefined,
      heightCm: d.heightCm ?? undefined,
      resolutionMode,
      resolution: d.resolution && d.resolution !== 'other' ? d.resolution : undefined,
      simpleLevel: 'medium',
      resolutionWidth: d.resolutionWidth ?? undefined,
      resolutionHeight: d.resolutionHeight ?? undefined,
      aspectRatio: d.aspectRatio ?? (d.stepsDone < 2 ? '16:9' : undefined),
      availability: cleanAvailability(d.availability),
    },
    location: {
      street: d.street ?? undefined,
      houseNumber: d.houseNumber ?? undefined,
      postcode: d.zipCode ?? undefined,
      town: d.city ?? undefined,
      district: d.district ?? undefined,
      federalState: d.federalState ?? undefined,
      country: d.country ?? 'DE',
      placement: d.placement ?? undefined,
      locationDescription: d.locationDescription ?? undefined,
      latitude: d.latitude ?? undefined,
      longitude: d.longitude ?? undefined,
      locationMedia: media(d.displayMedias),
    },
    valuation: {
      visibilityRate: d.visibilityRate ?? undefined,
      visitorCount: d.visitorCount ?? undefined,
      priceCredits: d.priceCredits ?? undefined,
      peakTimes: d.peakTimes ?? {},
      placeholderMedia: media(d.displayPlaceMedias),
    },
    player: {
      isActive: d.stepsDone >= 5 ? d.isActive : true,
      email: d.email ?? undefined,
      repeatEmail: d.email ?? undefined,
    },
  };
}
