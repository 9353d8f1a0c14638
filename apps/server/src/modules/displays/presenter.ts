import type { DisplayDetails, DisplayListItem, DisplayMediaItem, Language } from '@plakat/shared';
import { hasKey, t } from '../../lib/i18n.ts';
import type { FileUrlSigner } from '../../media/index.ts';
import { logoThumbUrlOf } from '../partners/index.ts';
import type { DisplayRow, LogEntry } from './repository/displays.ts';
import type { ListRow, MediaSummary } from './repository/search.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const num = (value: number | string | null) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

/** Diagonal in inches: the preset, or computed from a custom width and height in cm. */
export function displaySize(d: {
  sizeInches: number | null;
  widthCm: number | null;
  heightCm: number | null;
}): number | null {
  if (d.sizeInches) return d.sizeInches;
  if (d.widthCm && d.heightCm) return Math.round((Math.sqrt(d.widthCm ** 2 + d.heightCm ** 2) / 2.54) * 10) / 10;
  return null;
}

/** A display medium's path among the signed files (`/api/files/display-media/<path>`). */
export const mediaFilePath = (mediaId: string, variant: 'file' | 'thumb') => `${mediaId}/${variant}`;

export function toListItem(row: ListRow, signer: FileUrlSigner): DisplayListItem {
  return {
    id: row.id,
    onlineId: Number(row.onlineId),
    title: row.title,
    description: row.description,
    categoryId: row.categoryId,
    categoryTitle: row.categoryTitle,
    categoryColor: row.categoryColor,
    displayType: row.displayType,
    resolution: row.resolution,
    alignment: row.alignment,
    size: num(row.size),
    visibilityRate: row.visibilityRate,
    visitorCount: row.visitorCount,
    priceCredits: row.priceCredits,
    availableDays: row.availableDays ?? [],
    status: row.status,
    accessibility: row.accessibility,
    location: row.location,
    shareOptions: row.shareOptions,
    isActive: row.isActive,
    isLocked: row.isLocked,
    canManageToken: row.isActive && row.status === 'completed' && !row.isLocked,
    email: row.email,
    createDate: iso(row.createDate),
    street: row.street,
    zipCode: row.zipCode,
    city: row.city,
    district: row.district,
    thumbUrl: row.thumbId ? signer.sign(mediaFilePath(row.thumbId, 'thumb')) : null,
  };
}

/** Picks `keys` of `source` one by one: what a partner sees is listed, never "all but". */
function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = source[key];
  return out;
}

/** The list fields a partner company sees of a display shared with it (the owner's token address is not one). */
const partnerListFields = [
  'id',
  'onlineId',
  'title',
  'description',
  'categoryId',
  'categoryTitle',
  'categoryColor',
  'displayType',
  'resolution',
  'alignment',
  'size',
  'visibilityRate',
  'visitorCount',
  'priceCredits',
  'availableDays',
  'status',
  'accessibility',
  'location',
  'shareOptions',
  'isActive',
  'isLocked',
  'createDate',
  'street',
  'zipCode',
  'city',
  'district',
  'thumbUrl',
] as const satisfies readonly (keyof DisplayListItem)[];

export function toPartnerItem(row: ListRow, signer: FileUrlSigner) {
  return {
    ...pick(toListItem(row, signer), partnerListFields),
    companyId: row.companyId,
    companyName: row.companyName ?? '',
    logoThumbUrl: logoThumbUrlOf({
      id: row.companyId,
      logoKey: row.companyLogoKey,
      logoVersion: Number(row.companyLogoVersion),
    }),
    isFavorite: Boolean(row.isFavorite),
  };
}

/** A display medium as the API shows it: signed URLs (img/video tags send no bearer), the real mime type. */
export function toMediaItem(
  m: Pick<MediaSummary, 'id' | 'mime' | 'thumbKey' | 'durationSeconds'>,
  signer: FileUrlSigner,
  now = Date.now(),
): DisplayMediaItem {
  const url = signer.sign(mediaFilePath(m.id, 'file'), now);
  return {
    uid: m.id,
    url,
    thumbUrl: m.thumbKey ? signer.sign(mediaFilePath(m.id, 'thumb'), now) : url,
    type: m.mime,
    durationSeconds: m.durationSeconds,
  };
}

/** A log action is a key of `apiDisplays.log` (or a full i18n key written by another module); unknown ones stay as they are. */
export function logText(lang: Language, action: string): string {
  if (hasKey(`apiDisplays.log.${action}`)) return t(lang, `apiDisplays.log.${action}`);
  if (hasKey(action)) return t(lang, action);
  return action;
}

export function toDetails(
  d: DisplayRow,
  extra: {
    categoryTitle: string | null;
    categoryColor: string | null;
    companyName: string;
    media: MediaSummary[];
    logs: LogEntry[];
    lang: Language;
  },
  signer: FileUrlSigner,
): DisplayDetails {
  const location = extra.media.filter((m) => m.kind === 'location');
  const placeholders = extra.media.filter((m) => m.kind === 'placeholder');
  return {
    id: d.id,
    onlineId: d.onlineId,
    title: d.title,
    description: d.description,
    categoryId: d.categoryId,
    categoryTitle: extra.categoryTitle,
    categoryColor: extra.categoryColor,
    displayType: d.displayType,
    resolution: d.resolution,
    alignment: d.alignment,
    size: displaySize(d),
    visibilityRate: d.visibilityRate,
    visitorCount: d.visitorCount,
    priceCredits: d.priceCredits,
    availableDays: d.availableDays,
    status: d.status,
    accessibility: d.accessibility,
    location: d.location,
    shareOptions: d.shareOptions,
    isActive: d.isActive,
    isLocked: d.isLocked,
    canManageToken: d.isActive && d.status === 'completed' && !d.isLocked,
    email: d.tokenEmail,
    createDate: iso(d.createdAt),
    street: d.street,
    zipCode: d.postcode,
    city: d.town,
    district: d.district,
    thumbUrl: location[0] ? signer.sign(mediaFilePath(location[0].id, location[0].thumbKey ? 'thumb' : 'file')) : null,
    companyId: d.companyId,
    companyName: extra.companyName,
    excludedIndustries: d.excludedIndustries,
    predefinedFilters: d.predefinedFilters,
    brand: d.brand,
    model: d.model,
    serialNumber: d.serialNumber,
    sound: d.sound,
    operatingSystem: d.operatingSystem,
    screens: d.screens,
    widthCm: d.widthCm,
    heightCm: d.heightCm,
    resolutionWidth: d.resolutionWidth,
    resolutionHeight: d.resolutionHeight,
    aspectRatio: d.aspectRatio,
    availability: d.availability as Record<string, number[]>,
    houseNumber: d.houseNumber,
    federalState: d.federalState,
    country: d.country,
    placement: d.placement,
    locationDescription: d.locationDescription,
    latitude: d.latitude,
    longitude: d.longitude,
    peakTimes: d.peakTimes as Record<string, number>,
    keywords: d.keywords,
    displayMedias: location.map((m) => toMediaItem(m, signer)),
    displayPlaceMedias: placeholders.map((m) => toMediaItem(m, signer)),
    displayLog: extra.logs.map((l) => ({
      action: logText(extra.lang, l.action),
      at: iso(l.at),
      actorName: l.actorName,
    })),
  };
}

/**
 * The details a partner company sees of a display shared with it, chosen one by one: what a booking needs (place,
 * size, times, audience, media). Not the owner's token address, the serial number or the display log (who did what,
 * by name); coordinates rounded to two decimals (about 1 km), the street address is there for the booking anyway.
 */
const partnerDetailFields = [
  ...partnerListFields,
  'companyId',
  'companyName',
  'excludedIndustries',
  'predefinedFilters',
  'brand',
  'model',
  'sound',
  'operatingSystem',
  'screens',
  'widthCm',
  'heightCm',
  'resolutionWidth',
  'resolutionHeight',
  'aspectRatio',
  'availability',
  'houseNumber',
  'federalState',
  'country',
  'placement',
  'locationDescription',
  'peakTimes',
  'keywords',
  'displayMedias',
  'displayPlaceMedias',
] as const satisfies readonly (keyof DisplayDetails)[];

const approximate = (degrees: number | null) => (degrees === null ? null : Math.round(degrees * 100) / 100);

export const forPartner = (details: DisplayDetails): DisplayDetails => ({
  ...pick(details, partnerDetailFields),
  email: null,
  canManageToken: false,
  latitude: approximate(details.latitude),
  longitude: approximate(details.longitude),
});
