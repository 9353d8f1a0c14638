import { Readable } from 'node:stream';
import type { DesignCreateBody, Permission } from '@plakat/shared';
import { analyseUpload, withUpload } from '../../media/index.ts';
import { multipart, pngImage } from '../../media/test-media.ts';
import { createCompany, createLoggedInUser, createRole } from '../../test/factories.ts';
import { bearer, buildTestApp } from '../../test/helper.ts';
import { storePoolUpload } from '../media-pool/index.ts';

/** The own company (owner, users holding no, one or the other editor key) and another company. */
async function companies() {
  const t = await buildTestApp();
  const own = await createCompany(t.db, { name: 'Studio Nord' });
  const other = await createCompany(t.db, { name: 'Andere Werbung AG' });
  const login = (companyId: string, roleId: string, userType: 'companyOwner' | 'companyUser' = 'companyUser') =>
    createLoggedInUser(t.app.deps, { companyId, roleId, userType });
  const owner = await login(own.company.id, own.roleIds.owner, 'companyOwner');
  const otherOwner = await login(other.company.id, other.roleIds.owner, 'companyOwner');
  const withKeys = async (keys: Permission[]) =>
    (await login(own.company.id, (await createRole(t.db, own.company.id, keys)).id)).accessToken;

  /** A real PNG in a company's pool, stored as an upload stores it. */
  async function addFile(companyId = own.company.id) {
    const userId = companyId === own.company.id ? owner.user.id : otherOwner.user.id;
    return withUpload(t.app.deps.config, Readable.from(await pngImage(64, 64)), 10_000_000, async (upload) =>
      storePoolUpload(
        t.app.deps,
        { companyId, userId },
        {
          mime: upload.mime as string,
          name: 'file.png',
          analysed: await analyseUpload(t.app.deps.config, upload),
        },
      ),
    );
  }
  return {
    t,
    own,
    other,
    ownerToken: owner.accessToken,
    otherToken: otherOwner.accessToken,
    noKeysToken: await withKeys([]),
    withKeys,
    addFile,
  };
}

/**
 * The companies the editor's API tests start from: the own company's owner, users without keys and with only one
 * editor key, another company, real pool files through `addFile`, and shorthands for the calls.
 */
export async function editorTestWorld() {
  const w = await companies();
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
