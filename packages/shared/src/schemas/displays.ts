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
} from '../display-constants.ts';
import { limits, periodDays } from '../constants.ts';
import { langSchema, v } from './common.ts';

/**
 * Display contracts (displays spec 02 §3, §7). Field messages are i18n keys; '{Field} field is invalid' style messages
 * are built by the web from `validation.fieldInvalid` with the field's label.
 */
const rating = z.number({ error: v.required }).int(v.invalid).min(1, v.invalid).max(5, v.invalid);
const text = (max: number) => z.string({ error: v.required }).trim().min(1, v.required).max(max, v.tooLong);
const code = z.string().trim().min(1, v.required).max(64, v.invalid);
/** A 1..n filter value: out of range or not a whole number is 'invalid' (not "too long"), on the field itself. */
const scale = (max: number) => z.number({ error: v.invalid }).int(v.invalid).min(1, v.invalid).max(max, v.invalid);

/**
 * The player token e-mail and its repetition, with the messages of spec 01 §5 / 02 §5 ('E-mail address Field Is
 * Required', 'E-mail address Field Is Invalid', 'Email addresses aren't the same'): the token management and the
 * wizard's player step say the same.
 */
const tokenEmail = z
  .string({ error: 'validation.tokenEmailRequired' })
  .trim()
  .min(1, 'validation.tokenEmailRequired')
  .max(limits.emailMax, 'validation.tokenEmailInvalid')
  .pipe(z.email({ error: 'validation.tokenEmailInvalid' }))
  .transform((s) => s.toLowerCase());
const repeatTokenEmail = z
  .string({ error: 'validation.tokenEmailRequired' })
  .trim()
  .min(1, 'validation.tokenEmailRequired');

// ---------- Search (POST /displays/search?lang&keyword&page&limit&sort) ----------
export const displaySortFields = [
  'onlineId',
  'title',
  'createDate',
  'size',
  'resolution',
  'displayType',
  'city',
] as const;
export const displaySortParam = z
  .string()
  .regex(new RegExp(`^-?(${displaySortFields.join('|')})$`), v.invalid)
  .default('onlineId');
export const pageParam = z.coerce
  .number({ error: v.invalid })
  .int(v.invalid)
  .min(1, v.invalid)
  .max(1_000_000, v.invalid)
  .default(1);
export const limitParam = z.coerce
  .number({ error: v.invalid })
  .int(v.invalid)
  .min(1, v.invalid)
  .max(displayLimits.maxPageSize, v.invalid)
  .default(10);

export const displaySearchQuery = z.strictObject({
  lang: langSchema.optional(),
  keyword: z.string().trim().max(200, v.tooLong).optional(),
  page: pageParam,
  limit: limitParam,
  sort: displaySortParam,
});
export const displayStatusFilter = ['active', 'inactive', 'draft', 'duplicated'] as const;
export const displaySearchBody = z.strictObject({
  alignment: z.enum(alignments).optional(),
  availableDays: z.array(z.enum(days)).max(7).optional(),
  categoryId: z.uuid({ error: v.invalid }).optional(),
  date: z.union(periodDays.map((d) => z.literal(d))).optional(),
  displayType: z.enum(displayTypes).optional(),
  infoAccess: z.enum(accessibilities).optional(),
  location: z.enum(locationTypes).optional(),
  maxDisplaySize: z.number().min(0).max(1000).optional(),
  minDisplaySize: z.number().min(0).max(1000).optional(),
  number: z.string().trim().max(20).optional(),
  postCode: z.string().trim().max(10).optional(),
  resolution: z.enum(resolutions).optional(),
  share: z.enum(shareOptions).optional(),
  status: z.enum(displayStatusFilter).optional(),
  street: z.string().trim().max(200).optional(),
  town: z.string().trim().max(100).optional(),
  keywords: z.string().trim().max(200).optional(),
  isLocked: z.boolean().optional(),
});
export type DisplaySearchBody = z.infer<typeof displaySearchBody>;

export const displayMediaItem = z.object({
  uid: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  type: z.string(),
  durationSeconds: z.number().nullable(),
});
export type DisplayMediaItem = z.infer<typeof displayMediaItem>;

/** One row of the own display overview (spec 02 §3 'Display'). */
export const displayListItem = z.object({
  id: z.string(),
  onlineId: z.number(),
  title: z.string(),
  description: z.string(),
  categoryId: z.string().nullable(),
  categoryTitle: z.string().nullable(),
  categoryColor: z.string().nullable(),
  displayType: z.string().nullable(),
  resolution: z.string().nullable(),
  alignment: z.string().nullable(),
  size: z.number().nullable(),
  visibilityRate: z.number().nullable(),
  visitorCount: z.number().nullable(),
  priceCredits: z.number().nullable(),
  availableDays: z.array(z.string()),
  status: z.enum(displayStatuses),
  accessibility: z.enum(accessibilities),
  location: z.enum(locationTypes),
  shareOptions: z.enum(shareOptions),
  isActive: z.boolean(),
  isLocked: z.boolean(),
  canManageToken: z.boolean(),
  email: z.string().nullable(),
  createDate: z.string(),
  street: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  thumbUrl: z.string().nullable(),
});
export type DisplayListItem = z.infer<typeof displayListItem>;
export const displaySearchResponse = z.object({ displays: z.array(displayListItem), totalCount: z.number() });

export const displayLogEntry = z.object({ action: z.string(), at: z.string(), actorName: z.string().nullable() });

/** GET /displays/getExpandedInfo/{id}: the row plus everything the expanded row and the details page show. */
export const displayDetails = displayListItem.extend({
  companyId: z.string(),
  companyName: z.string(),
  excludedIndustries: z.array(z.string()),
  predefinedFilters: z.array(z.string()),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  sound: z.boolean().nullable(),
  operatingSystem: z.string().nullable(),
  screens: z.string().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  resolutionWidth: z.number().nullable(),
  resolutionHeight: z.number().nullable(),
  aspectRatio: z.string().nullable(),
  availability: z.record(z.string(), z.array(z.number())),
  houseNumber: z.string().nullable(),
  federalState: z.string().nullable(),
  country: z.string().nullable(),
  placement: z.string().nullable(),
  locationDescription: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  peakTimes: z.record(z.string(), z.number()),
  keywords: z.array(z.string()),
  displayMedias: z.array(displayMediaItem),
  displayPlaceMedias: z.array(displayMediaItem),
  displayLog: z.array(displayLogEntry),
});
export type DisplayDetails = z.infer<typeof displayDetails>;
export const displayExpandedResponse = z.object({ data: displayDetails });

// ---------- State changes ----------
export const changeInfoAccessBody = z.strictObject({ infoAccess: z.enum(accessibilities, { error: v.required }) });
export const changeLocationBody = z.strictObject({ location: z.enum(locationTypes, { error: v.required }) });
export const changeAccessibilityBody = z.strictObject({ share: z.enum(shareOptions, { error: v.required }) });
export const changeStatusBody = z.strictObject({ status: z.enum(['active', 'inactive'], { error: v.required }) });
const displayIds = z
  .array(z.uuid({ error: v.invalid }), { error: v.required })
  .min(1, v.required)
  .max(100, v.invalid);
export const changeLockStatusBody = z.strictObject({
  displayIds,
  action: z.enum(['lock', 'unlock'], { error: v.required }),
});
export const shutdownBody = z.strictObject({ displayIds });
export const sendDisplayTokenBody = z
  .strictObject({ email: tokenEmail, repeatEmail: repeatTokenEmail })
  .refine((b) => b.email === b.repeatEmail.toLowerCase(), {
    message: 'validation.emailsDiffer',
    path: ['repeatEmail'],
  });
export const duplicateQuery = z.strictObject({
  lang: langSchema.optional(),
  duplicateCount: z.coerce
    .number({ error: 'validation.duplicateCount' })
    .int('validation.duplicateCount')
    .min(displayLimits.duplicateMin, 'validation.duplicateCount')
    .max(displayLimits.duplicateMax, 'validation.duplicateCount')
    .default(displayLimits.duplicateDefault),
});
export const duplicateResponse = z.object({
  message: z.string(),
  displays: z.array(z.object({ id: z.string(), onlineId: z.number(), title: z.string() })),
});
export const partnerItem = z.object({
  id: z.string(),
  companyName: z.string(),
  logoThumbUrl: z.string().nullable(),
  isShared: z.boolean(),
});
export const partnersResponse = z.object({ partners: z.array(partnerItem), totalCount: z.number() });
export const shareDisplayBody = z.strictObject({
  displayId: z.uuid({ error: v.invalid }),
  message: z.string().trim().max(1000, v.tooLong).optional().default(''),
  partnerIds: z.array(z.uuid({ error: v.invalid })).max(500),
});

// ---------- Wizard (calls the spec leaves out; see docs/api/displays.md) ----------
export const generalStep = z.strictObject({
  title: text(displayLimits.titleMax),
  description: text(1000),
  keywords: z.array(z.string().trim().min(1).max(50)).min(1, v.required).max(30, v.invalid),
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
  partnerMessage: z.string().trim().max(1000, v.tooLong).optional(),
});
const hours = z.array(z.number().int().min(0).max(23)).max(24);
export const specificationsStep = z
  .strictObject({
    displayType: z.enum(displayTypes, { error: v.required }),
    brand: code.optional().nullable(),
    model: text(100),
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
  street: text(200),
  houseNumber: text(20),
  postcode: z
    .string({ error: v.required })
    .trim()
    .min(1, v.required)
    .max(10, v.tooLong)
    .regex(/^[A-Za-z0-9 -]+$/, v.invalid),
  town: text(100),
  district: text(100),
  federalState: code,
  country: code,
  placement: code,
  locationDescription: text(displayLimits.locationDescriptionMax),
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
export const playerStep = z
  .strictObject({
    isActive: z.boolean({ error: v.required }),
    email: tokenEmail,
    repeatEmail: repeatTokenEmail,
  })
  .refine((b) => b.email === b.repeatEmail.toLowerCase(), {
    message: 'validation.emailsDiffer',
    path: ['repeatEmail'],
  });
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

// ---------- Partner displays (displays shared with my company) ----------
export const partnerDisplaySearchQuery = z.strictObject({
  lang: langSchema.optional(),
  page: pageParam,
  perPage: limitParam,
  sort: displaySortParam,
  sortOrder: z.enum(['asce', 'desc']).default('asce'),
});
export const partnerDisplaySearchBody = z.strictObject({
  companyId: z.uuid({ error: v.invalid }).optional(),
  visibility: scale(5).optional(),
  /** The stored visitor count band 1..5 (the wizard's bands: 1-99, 100-499, 500-1000, 1000-2000, >2000). */
  visitorCount: scale(5).optional(),
  rating: scale(5).optional(),
  priceCategory: scale(5).optional(),
  alignment: z.enum(alignments).optional(),
  availableDays: z.array(z.enum(days)).max(7).optional(),
  displayType: z.enum(displayTypes).optional(),
  number: z.string().trim().max(20).optional(),
  postCode: z.string().trim().max(10).optional(),
  resolution: z.enum(resolutions).optional(),
  IdOrTitle: z.string().trim().max(200).optional(),
  street: z.string().trim().max(200).optional(),
  town: z.string().trim().max(100).optional(),
});
export const partnerDisplayItem = displayListItem
  .omit({ email: true, canManageToken: true })
  .extend({ companyId: z.string(), companyName: z.string() });
export const partnerDisplaySearchResponse = z.object({ displays: z.array(partnerDisplayItem), totalCount: z.number() });
/** GET /partnerDisplays/companies: the partner companies that share at least one display with my company (filter options). */
export const partnerDisplayCompaniesResponse = z.object({
  companies: z.array(z.object({ id: z.string(), name: z.string() })),
});
