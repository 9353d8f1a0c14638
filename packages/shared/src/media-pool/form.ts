import { z } from 'zod';
import { withoutRefusedCharacters, invalidCharactersMessage } from '../schemas/text.ts';
import { infoAccesses, mediaPoolLimits as L } from './constants.ts';

/** The messages of the media edit form (spec 02 §5), i18n keys the server translates and the web shows. */
export const mediaFormMessages = {
  titleRequired: 'validation.mediaTitleRequired',
  titleInvalid: 'validation.mediaTitleInvalid',
  descriptionInvalid: 'validation.mediaDescriptionInvalid',
  keywordsInvalid: 'validation.mediaKeywordsInvalid',
  accessRequired: 'validation.mediaAccessRequired',
  hasSoundRequired: 'validation.mediaHasSoundRequired',
  categoryInvalid: 'validation.mediaCategoryInvalid',
  nothingChanged: 'validation.mediaNothingChanged',
} as const;
const M = mediaFormMessages;

/** Text other companies may read later (shared files): NFC, trimmed, no control, bidi-override or zero-width chars. */
const sharedLine = (required: string) =>
  z
    .string({ error: required })
    .normalize('NFC')
    .trim()
    .refine(withoutRefusedCharacters('shared'), invalidCharactersMessage);

/** Title: required, 2 to 30 characters. Markup is text like any other (stored and shown as typed). */
export const mediaTitle = sharedLine(M.titleRequired)
  .refine((s) => s.length > 0, M.titleRequired)
  .refine((s) => s.length === 0 || (s.length >= L.titleMin && s.length <= L.titleMax), M.titleInvalid);

/** Description: optional; empty clears it, else 3 to 200 characters (several lines). */
export const mediaDescription = z
  .string({ error: M.descriptionInvalid })
  .normalize('NFC')
  .trim()
  .refine(withoutRefusedCharacters('sharedMultiline'), invalidCharactersMessage)
  .refine(
    (s) => s.length === 0 || (s.length >= L.descriptionMin && s.length <= L.descriptionMax),
    M.descriptionInvalid,
  );

/** The length the keywords take in the form's one field ("a, b, c"). */
export const keywordsLength = (keywords: readonly string[]) => keywords.join(', ').length;

/** Splits the form's comma-separated field into the list the API takes (trimmed, empties and repeats dropped). */
export function splitKeywords(field: string): string[] {
  const seen = new Set<string>();
  for (const part of field.normalize('NFC').split(',')) {
    const word = part.trim();
    if (word && !seen.has(word)) seen.add(word);
  }
  return [...seen];
}

/** Keywords: a list, together at most 200 characters as the form shows them; repeats are dropped. */
export const mediaKeywords = z
  .array(
    sharedLine(M.keywordsInvalid).refine((s) => s.length > 0 && !s.includes(','), M.keywordsInvalid),
    {
      error: M.keywordsInvalid,
    },
  )
  .max(L.keywordsCount, M.keywordsInvalid)
  .transform((list) => [...new Set(list)])
  .refine((list) => keywordsLength(list) <= L.keywordsMax, M.keywordsInvalid);

/**
 * PATCH /files/edit/{fileId}: any of the form's fields; an access-only edit sends only infoAccess (and needs only the
 * INFOACCESS key). hasSound applies to videos only (the server refuses it for a picture). categoryId null clears it.
 */
export const mediaEditBody = z
  .strictObject({
    title: mediaTitle.optional(),
    description: mediaDescription.optional(),
    keywords: mediaKeywords.optional(),
    hasSound: z.boolean({ error: M.hasSoundRequired }).optional(),
    categoryId: z.uuid({ error: M.categoryInvalid }).nullable().optional(),
    infoAccess: z.enum(infoAccesses, { error: M.accessRequired }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), M.nothingChanged);
export type MediaEditBody = z.infer<typeof mediaEditBody>;

/** The general-info fields of an edit (everything but infoAccess): they need the GENERAL_INFO key. */
export const generalInfoFields = ['title', 'description', 'keywords', 'hasSound', 'categoryId'] as const;
export const changesGeneralInfo = (body: MediaEditBody) => generalInfoFields.some((key) => body[key] !== undefined);
