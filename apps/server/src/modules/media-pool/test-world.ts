import { Readable } from 'node:stream';
import type { Permission } from '@plakat/shared';
import { analyseUpload, withUpload } from '../../media/index.ts';
import { jpegImage, mp4Video, pngImage } from '../../media/test-media.ts';
import { createCompany, createLoggedInUser, createRole } from '../../test/factories.ts';
import { bearer, buildTestApp } from '../../test/helper.ts';
import { storePoolUpload } from './index.ts';
import { poolReposFor } from './repository/index.ts';

/**
 * The companies the media pool's API tests start from: the own company (owner, a user without keys, one with only
 * the public keys) and another company; `addFile` puts a real picture or video into a pool through `storePoolUpload`,
 * the function the upload part calls, so rows and stored files are real.
 */
export async function mediaTestWorld() {
  const t = await buildTestApp();
  const own = await createCompany(t.db, { name: 'Medienhaus Nord' });
  const other = await createCompany(t.db, { name: 'Andere Medien AG' });
  const login = (companyId: string, roleId: string, userType: 'companyOwner' | 'companyUser' = 'companyUser') =>
    createLoggedInUser(t.app.deps, { companyId, roleId, userType });
  const owner = await login(own.company.id, own.roleIds.owner, 'companyOwner');
  const otherOwner = await login(other.company.id, other.roleIds.owner, 'companyOwner');
  const withKeys = async (keys: Permission[]) =>
    (await login(own.company.id, (await createRole(t.db, own.company.id, keys)).id)).accessToken;
  const noKeysToken = await withKeys([]);

  const actorOf = (companyId: string, userId: string) => ({ companyId, userId, permissions: new Set<Permission>() });
  /** Runs the jobs queued since `since` (their ids), as the worker would: processing, file removal. */
  const queued: string[] = [];
  t.app.deps.jobs.onEnqueued((id) => {
    if (id) queued.push(id);
  });
  async function runQueuedJobs() {
    await t.app.deps.jobs.settled();
    while (queued.length > 0) await t.app.jobRunner.worker.runNow(queued.splice(0));
  }

  /**
   * A real file in a company's pool, stored as an upload stores it: a PNG of the size asked (default FullHD), a JPEG
   * or a short MP4. Its processing job (videos, large pictures) has run when this answers, unless `pending` is set.
   */
  async function addFile(
    companyId = own.company.id,
    opts: { kind?: 'png' | 'jpeg' | 'mp4'; width?: number; height?: number; name?: string; pending?: boolean } = {},
  ) {
    const kind = opts.kind ?? 'png';
    const data =
      kind === 'mp4'
        ? await mp4Video(1)
        : kind === 'jpeg'
          ? await jpegImage(opts.width ?? 800, opts.height ?? 450)
          : await pngImage(opts.width ?? 1920, opts.height ?? 1080);
    const userId = companyId === own.company.id ? owner.user.id : otherOwner.user.id;
    queued.length = 0;
    const row = await withUpload(t.app.deps.config, Readable.from(data), 50_000_000, async (upload) => {
      const analysed = await analyseUpload(t.app.deps.config, upload, undefined, { videoThumbnail: false });
      return storePoolUpload(t.app.deps, actorOf(companyId, userId), {
        mime: upload.mime as string,
        name: opts.name ?? `file.${kind}`,
        analysed,
      });
    });
    if (opts.pending) return row;
    await runQueuedJobs();
    return (await poolReposFor(t.db, companyId).files.find(row.id)) ?? row;
  }

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    t,
    own,
    other,
    ownerToken: owner.accessToken,
    ownerId: owner.user.id,
    otherToken: otherOwner.accessToken,
    noKeysToken,
    withKeys,
    addFile,
    runQueuedJobs,
    call,
  };
}
export type MediaTestWorld = Awaited<ReturnType<typeof mediaTestWorld>>;
