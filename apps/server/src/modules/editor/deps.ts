import type { Core } from '../../core.ts';
import type { FileUrlSigner } from '../../media/index.ts';

/** What the editor's use cases get: the core and the signer of the design thumbnails' URLs. */
export type EditorDeps = Core & {
  /** Signs `/api/files/designs/<designId>/<version>` URLs. */
  thumbUrls: FileUrlSigner;
};
