import type { Core } from '../../core.ts';
import type { FileUrlSigner } from '../../media/index.ts';
import type { DisplaySearchCache } from './search/cache.ts';

/** What the display use cases get: the core and the context's own signers of media URLs and search cache. */
export type DisplayDeps = Core & {
  /** Signs the URLs of display media (`/api/files/display-media/...`). */
  mediaUrls: FileUrlSigner;
  searchCache: DisplaySearchCache;
  /** Signs the URLs of media pool files a display shows (its program's thumbnails). */
  poolUrls: FileUrlSigner;
};
