import { type DesignDocument, isCurrentDesignDocument } from '@plakat/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, isApiRequestError, unwrap } from '../../../lib/api-client.ts';
import type { ResolvedImage } from '../canvas/index.ts';

/**
 * The canvas page's calls (docs/api/designs.md): saving a revision, its thumbnail, publishing, and the pool files a
 * design shows. The list's calls live in ../api.
 */

/** PUT /api/designs/{id}/document: a new revision if `baseRevision` is still the draft's (409 otherwise). */
export const saveDocument = (id: string, baseRevision: number, document: DesignDocument) =>
  unwrap(api.PUT('/api/designs/{id}/document', { params: { path: { id } }, body: { baseRevision, document } }));

const pictureBody = (picture: Blob, name: string) => {
  const body = new FormData();
  body.append('file', picture, name);
  return body as never;
};

/** PUT /api/designs/{id}/thumbnail?revision=N: the list's picture of that revision. */
export const uploadThumbnail = (id: string, revision: number, picture: Blob) =>
  unwrap(
    api.PUT('/api/designs/{id}/thumbnail', {
      params: { path: { id }, query: { revision } },
      body: pictureBody(picture, 'thumbnail.png'),
    }),
  );

/** POST /api/designs/{id}/publish?revision=N: the PNG at the design's size into the media pool. */
export const publishDesign = (id: string, revision: number, picture: Blob) =>
  unwrap(
    api.POST('/api/designs/{id}/publish', {
      params: { path: { id }, query: { revision } },
      body: pictureBody(picture, 'design.png'),
    }),
  );

/**
 * GET /api/designs/{id}: the design and its draft, migrated to the current version and checked by the server.
 */
export async function loadDesign(id: string, signal?: AbortSignal) {
  const { design } = await unwrap(api.GET('/api/designs/{id}', { params: { path: { id } }, signal }));
  return { ...design, document: readDocument(design.document) };
}

/** A document as the server answered it (checked and migrated there); throws for another version. */
export function readDocument(raw: unknown): DesignDocument {
  if (!isCurrentDesignDocument(raw)) throw new Error('unknownVersion');
  return raw as DesignDocument;
}

/** POST /api/designs with a custom size, then the document as its second revision: "save as a copy". */
export async function saveAsCopy(name: string, document: DesignDocument) {
  const created = await unwrap(
    api.POST('/api/designs', { body: { name, from: { width: document.width, height: document.height } } }),
  );
  await saveDocument(created.design.id, created.design.revision, document);
  return created.design.id;
}

/** GET /api/mediapools/files/getExpandedInfo/{id}: a pool file's signed URL and size. */
export const loadMediaInfo = (id: string, signal?: AbortSignal) =>
  unwrap(api.GET('/api/mediapools/files/getExpandedInfo/{id}', { params: { path: { id } }, signal }));

/** A pool file's picture for the canvas, or null when it is gone (deleted, not readable): a crossed box. */
async function resolveMedia(id: string, signal: AbortSignal): Promise<ResolvedImage | null> {
  try {
    const { data } = await loadMediaInfo(id, signal);
    if (!data.width || !data.height) return null;
    return { url: data.previewUrl ?? data.url, width: data.width, height: data.height };
  } catch (error) {
    if (isApiRequestError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * The pool files a design shows, by id: the expanded info's signed URL and size (its 2560 px rendition for a very
 * large picture). One query for the set (useQueries would put its observer into every page's start chunk).
 */
export function useDesignMedia(mediaIds: readonly string[]) {
  const query = useQuery({
    queryKey: ['design-media', ...mediaIds],
    queryFn: async ({ signal }) =>
      new Map(await Promise.all(mediaIds.map(async (id) => [id, await resolveMedia(id, signal)] as const))),
    // Signed URLs live for a while; an image once drawn stays in the canvas.
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  return { byId: query.data ?? noMedia, loading: query.isPending };
}
const noMedia = new Map<string, ResolvedImage | null>();
