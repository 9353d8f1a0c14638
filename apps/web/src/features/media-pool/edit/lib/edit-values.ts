import type { MediaDetails } from '@plakat/shared';

/** The form's values: keywords as the one comma-separated field, no category as undefined (antd's cleared Select). */
export type EditValues = {
  title: string;
  description: string;
  keywords: string;
  infoAccess: 'public' | 'private';
  hasSound?: boolean;
  categoryId?: string | null;
};

export const initialValues = (file: MediaDetails): EditValues => ({
  title: file.title,
  description: file.description,
  keywords: file.keywords.join(', '),
  infoAccess: file.infoAccess,
  ...(file.type.startsWith('video/') ? { hasSound: file.hasSound ?? false } : {}),
  categoryId: file.categoryId ?? undefined,
});

/** Comma-separated field → the API's list: trimmed, empties and repeats dropped (as the server does). */
const keywordList = (field: string) => [
  ...new Set(
    field
      .split(',')
      .map((k) => k.normalize('NFC').trim())
      .filter(Boolean),
  ),
];

/**
 * What the person changed, as the PATCH body: only changed fields (an access-only edit sends only infoAccess),
 * keywords as a list, a cleared category as null. Text compares trimmed, as the server stores it.
 */
export function changedFields(initial: EditValues, now: EditValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if ((now.title ?? '').trim() !== initial.title) body.title = now.title ?? '';
  if ((now.description ?? '').trim() !== initial.description) body.description = now.description ?? '';
  const keywords = keywordList(now.keywords ?? '');
  if (keywords.join(', ') !== keywordList(initial.keywords).join(', ')) body.keywords = keywords;
  if (now.infoAccess !== undefined && now.infoAccess !== initial.infoAccess) body.infoAccess = now.infoAccess;
  if (now.hasSound !== undefined && now.hasSound !== initial.hasSound) body.hasSound = now.hasSound;
  const category = now.categoryId ?? null;
  if (category !== (initial.categoryId ?? null)) body.categoryId = category;
  return body;
}
