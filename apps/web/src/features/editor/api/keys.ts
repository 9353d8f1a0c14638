import type { Language } from '@plakat/shared';

/** Query keys of the editor: everything starts with 'designs', so one change reads every list again. */
export const designKeys = {
  all: () => ['designs'] as const,
  list: (lang: Language, query: object) => ['designs', 'list', lang, query] as const,
  design: (lang: Language, id: string) => ['designs', 'design', lang, id] as const,
};
