import { type DesignDocument, parseDesignDocument } from '@plakat/shared';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
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
 * GET /api/designs/{id}: the design and its draft, the document read again here (any version migrated, checked
 * against the schema): the canvas only ever draws a valid document.
 */
export async function loadDesign(id: string, signal?: AbortSignal) {
  const { design } = await unwrap(api.GET('/api/designs/{id}', { params: { path: { id } }, signal }));
  return { ...design, document: readDocument(design.document) };
}

/** A document as the server answered it, as the current version; throws when it cannot be read. */
export function readDocument(raw: unknown): DesignDocument {
  const result = parseDesignDocument(raw);
  if (!result.ok) throw new Error(result.reason);
  return result.document;
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

/**
 * The pool files a design shows, by id: the expanded info's signed URL and size (its 2560 px rendition for a very
 * large picture). A file deleted or not readable answers null, which the canvas draws as a crossed box.
 */
export function useDesignMedia(mediaIds: readonly string[]) {
  // One map per change of the answers (not per render): the resolver built on it stays the same function.
  const combine = useCallback(
    (results: UseQueryResult<ResolvedImage | null>[]) => ({
      byId: new Map(mediaIds.map((id, index) => [id, results[index]?.data ?? null] as const)),
      loading: results.some((result) => result.isPending),
    }),
    [mediaIds],
  );
  return useQueries({
    queries: mediaIds.map((id) => ({
      queryKey: ['design-media', id],
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ResolvedImage | null> => {
        try {
          const { data } = await loadMediaInfo(id, signal);
          if (!data.width || !data.height) return null;
          return { url: data.previewUrl ?? data.url, width: data.width, height: data.height };
        } catch (error) {
          if (isApiRequestError(error) && (error.status === 404 || error.status === 400)) return null;
          throw error;
        }
      },
      // Signed URLs live for a while; an image once drawn stays in the canvas.
      staleTime: 10 * 60_000,
      meta: { silent: true },
    })),
    combine,
  });
}
