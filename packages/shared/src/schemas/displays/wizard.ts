import { z } from 'zod';
import {
  accessibilities,
  activeOperatingSystems,
  alignments,
  aspectRatios,
  days,
  displayLimits,
  displayStatuses,
  displayTypes,
  floorstandScreens,
  locationTypes,
  resolutions,
  shareOptions,
} from '../../display-constants.ts';
import { langSchema, postcodeSchema, v } from '../common.ts';
import { sharedMultilineText, sharedText } from '../text.ts';
import { displayDetails, displayMediaItem } from './details.ts';
import { code, rating, repeatTokenEmail, text, tokenEmail, withSameTokenEmail } from './fields.ts';

// ---------- Wizard (calls the spec leaves out; see docs/api/displays.md) ----------
export const generalStep = z.strictObject({
  title: text(displayLimits.titleMax, 'shared'),
  description: text(1000, 'sharedMultiline'),
  keywords: z.array(sharedText(50).min(1, v.required)).min(1, v.required).max(30, v.invalid),
  categoryId: z.uuid({ error: v.invalid }).nullable().optional(),
  accessibility: z.enum(accessibilities, { error: v.required }),
  location: z.enum(locationTypes, { error: v.required }),
  shareOptions: z.enum(shareOptions, { error: v.required }),
  excludedIndustries: z.array(code).max(displayLimits.excludedIndustriesMax, 'validation.industriesMax').default([]),
  predefinedFilters: z.array(code).max(20).default([]),
  /** With shareOptions 'restricted': share with exactly these partners (as POST /partners/shareDisplay); left out, the shares stay. */
  partnerIds: z
    .array(z.uuid({ error: v.invalid }))
    .max(500)
    .optional(),
  /** Message to partners who get the display now. */
  partnerMessage: sharedMultilineText(1000).optional(),
});
const hours = z.array(z.number().int().min(0).max(23)).max(24);
export const specificationsStep = z
  .strictObject({
    displayType: z.enum(displayTypes, { error: v.required }),
    brand: code.optional().nullable(),
    model: text(100, 'shared'),
    serialNumber: text(100),
    sound: z.boolean({ error: v.required }),
    operatingSystem: z.enum(activeOperatingSystems, { error: v.invalid }).optional().nullable(),
    alignment: z.enum(alignments, { error: v.required }),
    screens: z.enum(floorstandScreens).optional().nullable(),
    sizeInches: z.number().positive(v.invalid).max(1000, v.invalid).optional().nullable(),
    widthCm: z.number().positive(v.invalid).max(10000, v.invalid).optional().nullable(),
    heightCm: z.number().positive(v.invalid).max(10000, v.invalid).optional().nullable(),
    resolution: z.enum(resolutions, { error: v.required }),
    resolutionWidth: z.number().int(v.invalid).min(1, v.invalid).max(20000, v.invalid).optional().nullable(),
    resolutionHeight: z.number().int(v.invalid).min(1, v.invalid).max(20000, v.invalid).optional().nullable(),
    aspectRatio: z.enum(aspectRatios).optional().nullable(),
    availability: z.partialRecord(z.enum(days), hours),
  })
  .refine((s) => s.displayType !== 'LCDFloorstand' || !!s.screens, { message: v.required, path: ['screens'] })
  .refine((s) => !!s.sizeInches || (!!s.widthCm && !!s.heightCm), { message: v.required, path: ['sizeInches'] })
  .refine((s) => s.resolution !== 'other' || (!!s.resolutionWidth && !!s.resolutionHeight), {
    message: v.required,
    path: ['resolutionWidth'],
  })
  .refine((s) => Object.values(s.availability).some((h) => h && h.length > 0), {
    message: v.required,
    path: ['availability'],
  });
export const locationStep = z.strictObject({
  street: text(200, 'shared'),
  houseNumber: text(20, 'shared'),
  postcode: postcodeSchema,
  town: text(100, 'shared'),
  district: text(100, 'shared'),
  federalState: code,
  country: code,
  placement: code,
  locationDescription: text(displayLimits.locationDescriptionMax, 'sharedMultiline'),
  latitude: z.number({ error: v.required }).min(-90, v.invalid).max(90, v.invalid),
  longitude: z.number({ error: v.required }).min(-180, v.invalid).max(180, v.invalid),
});
export const valuationStep = z.strictObject({
  visibilityRate: rating,
  visitorCount: rating,
  priceCredits: rating,
  peakTimes: z
    .partialRecord(z.enum(days), z.number().int().min(1).max(4))
    .refine((p) => Object.keys(p).length > 0, v.required),
});
export const playerStep = withSameTokenEmail(
  z.strictObject({
    isActive: z.boolean({ error: v.required }),
    email: tokenEmail,
    repeatEmail: repeatTokenEmail,
  }),
);
export const wizardStepSchemas = {
  general: generalStep,
  specifications: specificationsStep,
  location: locationStep,
  valuation: valuationStep,
  player: playerStep,
} as const;
export const stepParams = z.strictObject({
  id: z.uuid({ error: v.invalid }),
  step: z.enum(['general', 'specifications', 'location', 'valuation', 'player']),
});
export const createDisplayResponse = z.object({ message: z.string(), id: z.string(), onlineId: z.number() });
export const saveStepResponse = z.object({
  message: z.string(),
  id: z.string(),
  onlineId: z.number(),
  stepsDone: z.number(),
  status: z.enum(displayStatuses),
  isActive: z.boolean(),
});
export const mediaKind = z.enum(['location', 'placeholder']);
export const uploadMediaQuery = z.strictObject({ lang: langSchema.optional(), kind: mediaKind });
export const uploadMediaResponse = z.object({ message: z.string(), media: displayMediaItem });
export const displayEditResponse = z.object({ data: displayDetails.extend({ stepsDone: z.number() }) });
