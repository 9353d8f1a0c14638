import type { Language } from '@plakat/shared';

/** Query keys of partner management: everything starts with 'partners', so one change reads every list again. */
export const partnerKeys = {
  all: () => ['partners'] as const,
  invitations: (lang: Language, filter: object) => ['partners', 'invitations', lang, filter] as const,
  invitation: (lang: Language, id: string) => ['partners', 'invitation', lang, id] as const,
  list: (lang: Language, filter: object) => ['partners', 'list', lang, filter] as const,
  partner: (lang: Language, id: string) => ['partners', 'partner', lang, id] as const,
  displays: (lang: Language, id: string, direction: string, page: number) =>
    ['partners', 'displays', lang, id, direction, page] as const,
};
