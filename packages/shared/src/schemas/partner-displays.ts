import { z } from 'zod';
import { displayStatuses, shareOptions } from '../display-constants.ts';
import { langSchema, pageParam, pageSizeParam, uuidParam, v } from './common.ts';

/**
 * The displays between the company and one partner (issue 23, the partner list's expanded row): `byMe` the own
 * displays shared with the partner, `withMe` the partner's displays the company sees now.
 */
export const partnerDisplayDirections = ['byMe', 'withMe'] as const;
export type PartnerDisplayDirection = (typeof partnerDisplayDirections)[number];

/** GET /api/partners/{partnerId}/displays */
export const partnerDisplaysParams = uuidParam('partnerId');
export const partnerDisplaysQuery = z.strictObject({
  direction: z.enum(partnerDisplayDirections, { error: v.invalid }).default('byMe'),
  page: pageParam,
  perPage: pageSizeParam(100, 10),
  lang: langSchema.optional(),
});
export type PartnerDisplaysQuery = z.input<typeof partnerDisplaysQuery>;

export const partnerSharedDisplay = z.object({
  id: z.string(),
  onlineId: z.number(),
  title: z.string(),
  status: z.enum(displayStatuses),
  isActive: z.boolean(),
  shareOptions: z.enum(shareOptions),
  thumbUrl: z.string().nullable(),
  /** withMe: the company marked it as a favourite; byMe: always false. */
  isFavorite: z.boolean(),
});
export type PartnerSharedDisplay = z.infer<typeof partnerSharedDisplay>;
export const partnerDisplaysResponse = z.object({ items: z.array(partnerSharedDisplay), totalCount: z.number() });

/** DELETE /api/partners/{partnerId}/displays/{displayId} */
export const partnerDisplayParams = z.strictObject({
  partnerId: z.uuid({ error: v.invalid }),
  displayId: z.uuid({ error: v.invalid }),
});

/** PUT and DELETE /api/partners/favorites/{displayId} */
export const favoriteDisplayParams = uuidParam('displayId');
