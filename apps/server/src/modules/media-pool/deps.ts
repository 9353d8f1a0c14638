import type { Core } from '../../core.ts';
import type { FileUrlSigner } from '../../media/index.ts';

/** What the media pool's use cases get: the core and the signer of the pool's file URLs. */
export type MediaPoolDeps = Core & {
  /** Signs `/api/files/media-pool/<fileId>/<variant>` URLs. */
  fileUrls: FileUrlSigner;
};
