import type { Language } from '@plakat/shared';

/**
 * Query keys of the users context: its option lists, each starting with its resource. The lists are labelled by the
 * server (preset role names, 'own company', ...), so the language is part of the key and a switch fetches them again.
 */
export const userKeys = {
  roles: (lang: Language) => ['roles', 'list', lang] as const,
  companies: (lang: Language) => ['companies', 'list', lang] as const,
  departments: (lang: Language) => ['departments', 'list', lang] as const,
  categories: (lang: Language) => ['categories', 'list', lang] as const,
};
