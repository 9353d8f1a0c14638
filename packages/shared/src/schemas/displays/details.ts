import { z } from 'zod';
import { playingNow } from '../player-status.ts';
import { displayListItem } from './search.ts';

export const displayMediaItem = z.object({
  uid: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  type: z.string(),
  durationSeconds: z.number().nullable(),
});
export type DisplayMediaItem = z.infer<typeof displayMediaItem>;

export const displayLogEntry = z.object({ action: z.string(), at: z.string(), actorName: z.string().nullable() });

/**
 * GET /displays/getExpandedInfo/{id}: the row plus everything the expanded row and the details page show. A partner
 * company reading a display shared with it gets no `serialNumber` and no `displayLog`, and coordinates rounded to two
 * decimals (about 1 km; the street address stays, a booking needs it): server `modules/displays/presenter.ts`.
 */
export const displayDetails = displayListItem.extend({
  companyId: z.string(),
  companyName: z.string(),
  excludedIndustries: z.array(z.string()),
  predefinedFilters: z.array(z.string()),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable().optional(),
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
  displayLog: z.array(displayLogEntry).optional(),
  /** What the own company's screen plays now (issue 25); a partner never gets it. */
  playingNow: playingNow.optional(),
});
export type DisplayDetails = z.infer<typeof displayDetails>;
export const displayExpandedResponse = z.object({ data: displayDetails });
