import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { type AnalysedUpload, analyseUpload } from '../../media/index.ts';
import {
  addPoolFile,
  markUsed,
  needsProcessing,
  poolStorageKeys,
  renderDerivatives,
} from '../../modules/media-pool/index.ts';
import type { FileStorage } from '../../storage/storage.ts';
import type { Db } from '../client.ts';
import { displayMedia, displays, users } from '../schema/index.ts';
import { daysAgo } from './days-ago.ts';
import { type DemoPoolFile, demoCompanyPoolFiles, partnerCompanyPoolFiles } from './demo-data/media-pool-files.ts';
import { isDemoVideo, renderPicture, renderVideo } from './media-pool-sources.ts';
import type { DemoCategoryIds } from './demo-data/display-spec.ts';

type Rendered = { spec: DemoPoolFile; mime: string; analysed: AnalysedUpload; previewPath: string | null };
export type DemoPoolSources = { dir: string; demo: Rendered[]; partner: Rendered[] };

/** Makes the demo pools' files and what an upload's analysis makes of them, before the seed's transaction. */
export async function renderDemoPools(names: { demo: string; partner: string }): Promise<DemoPoolSources> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'plakat-demo-pool-'));
  const render = async (spec: DemoPoolFile, company: string): Promise<Rendered> => {
    const file = path.join(dir, `${Math.random().toString(36).slice(2)}-${spec.name}`);
    let mime: string;
    if (isDemoVideo(spec)) mime = await renderVideo(spec, company, file);
    else {
      const picture = await renderPicture(spec, company);
      await writeFile(file, picture.data);
      mime = picture.mime;
    }
    const upload = {
      path: file,
      size: (await stat(file)).size,
      mime,
      derivative: (suffix: string) => `${file}.${suffix}`,
    };
    // What the processing job would make (a video's thumbnail and preview clip), at once: the demo starts ready,
    // except the one file per company whose processing "failed" (no thumbnail, no preview: the retry shows).
    const config = { mediaMaxPixels: 100_000_000 };
    const analysed = await analyseUpload(config, upload, undefined, { videoThumbnail: false });
    if (spec.processingFailed || !needsProcessing(mime, analysed.measured))
      return { spec, mime, analysed, previewPath: null };
    const source = { path: file, mime, durationSeconds: analysed.measured.durationSeconds };
    const made = await renderDerivatives(config, source, upload.derivative);
    return {
      spec,
      mime,
      analysed: { ...analysed, thumbPath: made.thumbPath ?? analysed.thumbPath },
      previewPath: made.previewPath,
    };
  };
  // One at a time: ffmpeg takes a core of its own, and the machine may have two.
  const demo: Rendered[] = [];
  for (const spec of demoCompanyPoolFiles) demo.push(await render(spec, names.demo));
  const partner: Rendered[] = [];
  for (const spec of partnerCompanyPoolFiles) partner.push(await render(spec, names.partner));
  return { dir, demo, partner };
}

export const removeDemoPoolSources = (sources: DemoPoolSources) => rm(sources.dir, { recursive: true, force: true });

/** Stores one company's demo pool: rows with their log, files in storage, a placeholder use on one of its displays. */
export async function seedDemoPool(
  tx: Db,
  ctx: {
    companyId: string;
    ownerEmail: string;
    files: Rendered[];
    storage: FileStorage;
    now: number;
    categoryIds?: DemoCategoryIds;
  },
) {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, ctx.ownerEmail));
  const actor = { userId: owner.id, companyId: ctx.companyId, permissions: new Set<never>() };
  const [display] = await tx
    .select({ id: displays.id })
    .from(displays)
    .where(and(eq(displays.companyId, ctx.companyId), eq(displays.status, 'completed')))
    .orderBy(displays.onlineId)
    .limit(1);
  for (const { spec, mime, analysed, previewPath } of ctx.files) {
    const id = crypto.randomUUID();
    const keys = poolStorageKeys(ctx.companyId, id, mime);
    const at = daysAgo(spec.daysAgo, ctx.now);
    await addPoolFile(tx, actor, {
      id,
      mime,
      name: spec.name,
      measured: analysed.measured,
      size: analysed.stored.size,
      storageKey: keys.storageKey,
      thumbKey: analysed.thumbPath ? keys.thumbKey : null,
      previewKey: previewPath ? keys.previewKey : null,
      processing: spec.processingFailed ? 'failed' : 'ready',
      hasSound: spec.sound ?? null,
      details: {
        title: spec.title,
        description: spec.description ?? '',
        keywords: spec.keywords ?? [],
        categoryId: spec.category && ctx.categoryIds ? ctx.categoryIds[spec.category] : null,
        mediaType: spec.mediaType ?? 'general',
        infoAccess: spec.infoAccess ?? 'public',
        isArchived: spec.archived ?? false,
        uploadedOn: at,
        updatedAt: at,
      },
    });
    await ctx.storage.putFile(keys.storageKey, analysed.stored.path);
    if (analysed.thumbPath) await ctx.storage.putFile(keys.thumbKey, analysed.thumbPath);
    if (previewPath) await ctx.storage.putFile(keys.previewKey, previewPath);
    if (spec.usedOnDisplay && display) {
      // As the wizard's pool picker does it: the display gets a placeholder with copies of the files.
      const mediumId = crypto.randomUUID();
      const base = `display-media/${ctx.companyId}/${display.id}/${mediumId}`;
      const copyKey = `${base}.${keys.storageKey.split('.').pop()}`;
      const copyThumb = analysed.thumbPath ? `${base}-thumb.webp` : null;
      await tx.insert(displayMedia).values({
        id: mediumId,
        displayId: display.id,
        companyId: ctx.companyId,
        kind: 'placeholder',
        storageKey: copyKey,
        thumbKey: copyThumb,
        mime,
        sizeBytes: analysed.stored.size,
        width: analysed.measured.width,
        height: analysed.measured.height,
        sortOrder: 9,
        poolFileId: id,
      });
      await ctx.storage.copy(keys.storageKey, copyKey);
      if (copyThumb) await ctx.storage.copy(keys.thumbKey, copyThumb);
      await markUsed(tx, ctx.companyId, [id], {
        kind: 'displayPlaceholder',
        resourceId: display.id,
        actorId: owner.id,
      });
    }
  }
}
