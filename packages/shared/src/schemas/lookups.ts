import { z } from 'zod';
import { langSchema, v } from './common.ts';
import { lookupGroups } from '../constants.ts';

export const lookupParams = z.strictObject({ group: z.enum(lookupGroups, { error: v.invalid }) });
export const lookupQuery = z.strictObject({ lang: langSchema.optional() });
export const lookupItem = z.object({ code: z.string(), label: z.string(), extra: z.string().nullable() });
export const lookupResponse = z.object({ items: z.array(lookupItem) });
export type LookupItem = z.infer<typeof lookupItem>;
