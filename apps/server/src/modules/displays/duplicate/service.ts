import { randomUUID } from 'node:crypto';
import { type Language, displayLimits } from '@plakat/shared';
import { ApiError, conflict } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import { type Placement, storeWithRows } from '../../../media/index.ts';
import type { FileStorage } from '../../../storage/storage.ts';
import type { DisplayDeps } from '../deps.ts';
import type { DisplayActor } from '../policy.ts';
import { reposFor } from '../repository/index.ts';
import { lockOwnDisplay } from '../access.ts';
import type { DisplayRow, NewDisplay } from '../repository/displays.ts';
import { type DisplayMediaRow, type NewDisplayMedia, displayMediaKeys } from '../repository/media.ts';

/**
 * The title of a copy in the reader's language, "Title (copy)" then "Title (copy 2)", ..., skipping titles the company
 * already has; the original is shortened with an ellipsis so the whole title stays within the title's maximum.
 */
export function copyTitles(title: string, count: number, lang: Language, taken: Iterable<string>): string[] {
  const used = new Set(taken);
  const out: string[] = [];
  for (let number = 1; out.length < count; number++) {
    const candidate = fitTitle(title, number, lang);
    if (!used.has(candidate)) {
      out.push(candidate);
      used.add(candidate);
    }
  }
  return out;
}

function fitTitle(title: string, number: number, lang: Language): string {
  const mark = (text: string) =>
    number === 1
      ? t(lang, 'apiDisplays.copyTitle', { title: text })
      : t(lang, 'apiDisplays.copyTitleNumbered', { title: text, number });
  const full = mark(title);
  if ([...full].length <= displayLimits.titleMax) return full;
  const room = displayLimits.titleMax - [...mark('')].length - 1;
  return mark(`${[...title].slice(0, Math.max(0, room)).join('').trimEnd()}…`);
}

/** Fields a copy does not take over: identity, token, activity, lock and the trigger-kept search text. */
function copyFields(d: DisplayRow): Omit<NewDisplay, 'onlineId'> {
  const {
    id: _id,
    onlineId: _onlineId,
    companyId: _companyId,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    searchText: _searchText,
    tokenEmail: _tokenEmail,
    playerTokenHash: _playerTokenHash,
    shutdownAt: _shutdownAt,
    isActive: _isActive,
    isLocked: _isLocked,
    status: _status,
    createdBy: _createdBy,
    ...fields
  } = d;
  return fields;
}

/** A new medium row for the copy, and the stored files to copy for it (new keys, so the copy owns its files). */
function copyMedium(companyId: string, displayId: string, m: DisplayMediaRow) {
  const id = randomUUID();
  const extension = m.storageKey.slice(m.storageKey.lastIndexOf('.') + 1);
  const { storageKey, thumbKey } = displayMediaKeys(companyId, displayId, id, extension, !!m.thumbKey);
  const { id: _id, companyId: _c, createdAt: _at, ...rest } = m;
  // The copy owns copies of the files: a placeholder taken from the pool is the original display's use only.
  const row: NewDisplayMedia = { ...rest, id, displayId, storageKey, thumbKey, poolFileId: null };
  const files: Placement[] = [{ key: storageKey, copyOf: m.storageKey }];
  if (m.thumbKey && thumbKey) files.push({ key: thumbKey, copyOf: m.thumbKey });
  return { row, files };
}

/** The media whose files are in storage (a thumbnail that went missing is dropped, the copy shows the file). */
async function storedMedia(storage: FileStorage, media: DisplayMediaRow[]): Promise<DisplayMediaRow[]> {
  const out: DisplayMediaRow[] = [];
  for (const m of media) {
    if (!(await storage.stat(m.storageKey))) continue;
    out.push(m.thumbKey && !(await storage.stat(m.thumbKey)) ? { ...m, thumbKey: null } : m);
  }
  return out;
}

/**
 * `count` copies of a completed display (409 otherwise, and when locked): every wizard field, the chosen partners of
 * a restricted display, and the pictures (location media and placeholders) as new stored files, so shutting down the
 * source never breaks a copy. The copies are unfinished ('duplicated', not active, no token): their partners hear of
 * them when they are completed. Their titles are marked as copies in the reader's language. At most
 * `displayLimits.unfinishedCopiesPerCompany` unfinished copies per company (409 COPY_LIMIT).
 */
export async function duplicate(deps: DisplayDeps, actor: DisplayActor, id: string, count: number, lang: Language) {
  const { storage } = deps;
  return storeWithRows(storage, (place) =>
    deps.db.transaction(async (tx) => {
      const repos = reposFor(tx, actor.companyId);
      const d = await lockOwnDisplay(repos, actor, id);
      // Copies of unfinished displays would be unfinished displays outside the draft limit.
      if (d.status !== 'completed') throw conflict('apiDisplays.duplicateNotCompleted');
      // Reserving the numbers locks the company row first, so two requests cannot both pass the count.
      const onlineIds = await repos.displays.reserveOnlineIds(count);
      const max = displayLimits.unfinishedCopiesPerCompany;
      if ((await repos.displays.countWithStatus('duplicated')) + count > max) {
        throw new ApiError(409, 'apiDisplays.copyLimit', { max }, { code: 'COPY_LIMIT' });
      }
      const titles = copyTitles(d.title, count, lang, await repos.displays.titlesStartingWith(d.title.slice(0, 20)));
      const fields = copyFields(d);
      const created = await repos.displays.insert(
        onlineIds.map((onlineId, i) => ({
          ...fields,
          title: titles[i],
          onlineId,
          status: 'duplicated' as const,
          isActive: false,
          isLocked: false,
          createdBy: actor.userId,
        })),
      );
      const media = await storedMedia(storage, await repos.media.of(d.id));
      const shareRows = d.shareOptions === 'restricted' ? await repos.sharing.shareRows(d.id) : [];
      const files: Placement[] = [];
      for (const copy of created) {
        const copies = media.map((m) => copyMedium(actor.companyId, copy.id, m));
        await repos.media.insert(copies.map((c) => c.row));
        files.push(...copies.flatMap((c) => c.files));
        await repos.sharing.replaceShareRows(copy.id, shareRows);
        await repos.displays.writeLog(copy.id, actor.userId, 'createdAsDuplicate', {
          sourceId: id,
          sourceOnlineId: d.onlineId,
        });
      }
      await repos.displays.writeLog(id, actor.userId, 'duplicatedTo', { copies: created.map((c) => c.onlineId) });
      // Last step of the transaction: if a copy fails, the rows roll back and the copied files are removed.
      await place(files);
      return created.map((c) => ({ id: c.id, onlineId: c.onlineId, title: c.title }));
    }),
  );
}
