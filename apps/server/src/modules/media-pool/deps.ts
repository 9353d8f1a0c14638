import type { Core } from '../../core.ts';
import type { FileUrlSigner } from '../../media/index.ts';
import type { MediaSearchCache } from './search/cache.ts';

/** What the media pool's use cases get: the core, the signer of the pool's file URLs and the search cache. */
export type MediaPoolDeps = Core & {
  /** Signs `/api/files/media-pool/<fileId>/<variant>` URLs. */
  fileUrls: FileUrlSigner;
  /** The search's result cache (per company media revision). */
  searchCache: MediaSearchCache;
};
