import type { DesignCreateBody } from '@plakat/shared';
import { multipart, pngImage } from '../../media/test-media.ts';
import { bearer } from '../../test/helper.ts';
import { mediaTestWorld } from '../media-pool/test-world.ts';

/**
 * The companies the editor's API tests start from: the media pool's world (the own company's owner, a user without
 * keys, another company, real pool files through `addFile`) plus users holding only one editor key, and shorthands for
 * the calls.
 */
export async function editorTestWorld() {
  const w = await mediaTestWorld();
  const createOnlyToken = await w.withKeys(['ADDSPOT_CREATE_IN_EDITOR']);
  const editOnlyToken = await w.withKeys(['ADDSPOT_EDIT_IN_EDITOR']);

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    w.t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A design of the owner's company (or `token`'s), answered as the create call answers it. */
  async function createDesign(
    body: Partial<DesignCreateBody> = {},
    token = w.ownerToken,
  ): Promise<{ id: string; revision: number; document: Record<string, unknown> & { slides: unknown[] } }> {
    const res = await send('POST', '/designs', token, {
      name: 'Menu board',
      from: { preset: 'fullHd', orientation: 'landscape' },
      ...body,
    });
    if (res.statusCode !== 201) throw new Error(`createDesign: ${res.statusCode} ${res.body}`);
    return res.json().design;
  }

  const save = (id: string, baseRevision: number, document: unknown, token = w.ownerToken, lang = 'en') =>
    send('PUT', `/designs/${id}/document?lang=${lang}`, token, { baseRevision, document });

  /** A picture upload to a design's thumbnail or publish call (multipart, field `file`). */
  async function upload(
    id: string,
    kind: 'thumbnail' | 'publish',
    revision: number,
    data?: Buffer,
    token = w.ownerToken,
    lang = 'en',
  ) {
    const body = multipart(data ?? (await pngImage(1920, 1080)), 'design.png', 'image/png');
    return w.t.app.inject({
      method: kind === 'thumbnail' ? 'PUT' : 'POST',
      url: `/api/designs/${id}/${kind}?revision=${revision}&lang=${lang}`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  }

  return { ...w, createOnlyToken, editOnlyToken, send, createDesign, save, upload };
}
export type EditorTestWorld = Awaited<ReturnType<typeof editorTestWorld>>;

/** A text element of the current document format. */
export const textElement = (id: string, text = 'Hello') => ({
  type: 'text',
  id,
  x: 10,
  y: 10,
  w: 400,
  h: 80,
  fontSize: 48,
  color: '#000000',
  text,
});
