import type { Core } from '../../core.ts';
import type { UserSearchCache } from './search/cache.ts';

/** What the users context's use cases get: the core and the user overview's result cache. */
export type UsersDeps = Core & {
  /** The overview's result cache (per company user search revision). */
  searchCache: UserSearchCache;
};
