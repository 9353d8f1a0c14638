import {
  type LiveLayer,
  type ProgramItem,
  type ScreenProblem,
  liveElementsOf,
  parseDesignDocument,
  programLimits,
} from '@plakat/shared';
import { sha256Of } from '../../../media/index.ts';
import { rememberPoolFileHash } from '../../media-pool/index.ts';
import type { DisplayDeps } from '../deps.ts';
import { type Repos, reposFor } from '../repository/index.ts';
import { hoursOf, kindOf, playSecondsOf } from './presenter.ts';

/** A file a screen downloads: a program's pool file or a placeholder picture (display media). */
export type PlayerFile = {
  id: string;
  sha256: string;
  size: number;
  mime: string;
  storageKey: string;
  contentVersion: number;
};
/** One entry the screen plays. */
export type PlayerEntry = {
  id: string;
  fileId: string;
  title: string | null;
  kind: ProgramItem['kind'];
  durationMs: number;
  days: number[];
  hours: { from: string; to: string } | null;
  live: LiveLayer | null;
};
export type PlayerContent = {
  source: 'program' | 'placeholders';
  items: PlayerEntry[];
  placeholders: PlayerEntry[];
  files: PlayerFile[];
};

/**
 * What a display's screen plays (the player context builds its manifest of it): the program's items in order, items
 * whose pool file was deleted left out and written into the display's log once; without a program, the placeholder
 * pictures (which also play while no program item is scheduled). Every file with its SHA-256: computed when it was
 * stored, or now from storage for older files and placeholders, and kept. A file storage no longer has is left out
 * with its items.
 */
/** What a screen reported going wrong, into its display's log (see the repository's `logScreenProblems`). */
export const logScreenProblems = (deps: DisplayDeps, companyId: string, displayId: string, problems: ScreenProblem[]) =>
  reposFor(deps.db, companyId).program.logScreenProblems(displayId, problems);

export async function playerContent(deps: DisplayDeps, companyId: string, displayId: string): Promise<PlayerContent> {
  const repos = reposFor(deps.db, companyId);
  const [rows, media] = await Promise.all([repos.program.items(displayId), repos.media.of(displayId)]);
  const missing = rows.filter((row) => row.file.deletedAt !== null);
  if (missing.length > 0)
    await repos.program.logMissingOnce(
      displayId,
      missing.map((row) => row.fileId),
    );
  const playing = rows.filter((row) => row.file.deletedAt === null);
  const lives = await liveLayers(repos, [...new Set(playing.filter((r) => r.designId).map((r) => r.fileId))]);

  const files = new Map<string, PlayerFile>();
  for (const row of playing) {
    if (files.has(row.fileId)) continue;
    const { sha256, storageKey, contentVersion, fileSize, mime } = row.file;
    const hash = sha256 ?? (await hashStored(deps, storageKey));
    if (!hash) continue;
    if (!sha256) await rememberPoolFileHash(deps.db, companyId, { id: row.fileId, contentVersion, sha256: hash });
    files.set(row.fileId, { id: row.fileId, sha256: hash, size: fileSize, mime, storageKey, contentVersion });
  }
  const placeholderRows = media.filter((m) => m.kind === 'placeholder');
  for (const m of placeholderRows) {
    const hash = m.sha256 ?? (await hashStored(deps, m.storageKey));
    if (!hash) continue;
    if (!m.sha256) await repos.program.rememberPlaceholderHash(m.id, hash);
    files.set(m.id, {
      id: m.id,
      sha256: hash,
      size: m.sizeBytes,
      mime: m.mime,
      storageKey: m.storageKey,
      contentVersion: 0,
    });
  }

  const items = playing
    .filter((row) => files.has(row.fileId))
    .map((row) => ({
      id: row.id,
      fileId: row.fileId,
      title: row.file.title,
      kind: kindOf(row),
      durationMs: playSecondsOf(row) * 1000,
      days: row.days,
      hours: hoursOf(row),
      live: lives.get(row.fileId) ?? null,
    }));
  const placeholders = placeholderRows
    .filter((m) => files.has(m.id))
    .map((m) => ({
      id: m.id,
      fileId: m.id,
      title: null,
      kind: 'image' as const,
      durationMs: programLimits.defaultSeconds * 1000,
      days: [],
      hours: null,
      live: null,
    }));
  const source = rows.length > 0 ? 'program' : 'placeholders';
  return { source, items: source === 'program' ? items : placeholders, placeholders, files: [...files.values()] };
}

/** SHA-256 of a stored file, or null when storage has it no longer. */
async function hashStored(deps: DisplayDeps, key: string): Promise<string | null> {
  if (!(await deps.storage.stat(key))) return null;
  return sha256Of(deps.storage.read(key));
}

/**
 * The live layers (clock, date) of the published designs whose pictures are among `fileIds`: from the revision that
 * was published, its first slide (the one the publish renders), at the design's size.
 */
async function liveLayers(repos: Repos, fileIds: string[]): Promise<Map<string, LiveLayer>> {
  const layers = new Map<string, LiveLayer>();
  for (const { fileId, document } of await repos.program.publishedDocuments(fileIds)) {
    const parsed = parseDesignDocument(document);
    if (!parsed.ok) continue;
    const doc = parsed.document;
    const layer = liveElementsOf(doc.slides[0], doc);
    if (layer.elements.length > 0) layers.set(fileId, layer);
  }
  return layers;
}
