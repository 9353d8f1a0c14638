import sharp from 'sharp';
import { type ScreenshotAnswer, playerStatusLimits } from '@plakat/shared';
import type { PlayerActor, TenantActor } from '../../../lib/actor.ts';
import { ApiError, conflict } from '../../../lib/errors.ts';
import type { PlayerDeps } from '../deps.ts';
import { screenshotRepo } from '../repository/index.ts';

/** The path a screenshot's signed URL names: the display and the time it was taken (a new picture, a new URL). */
export const screenshotPath = (displayId: string, takenAt: Date) => `${displayId}/${takenAt.getTime()}`;

/** A user asks the display's screen for a screenshot; its next heartbeat's answer tells it. */
export async function requestScreenshot(deps: PlayerDeps, actor: TenantActor, displayId: string) {
  const display = await deps.displays.displayToRead(deps.db, actor, displayId);
  await screenshotRepo(deps.db, display.companyId).request(display.id, actor.userId, new Date());
  return latestScreenshot(deps, actor, displayId);
}

/** The latest screenshot (a signed URL and its time) and the request the screen has not answered yet. */
export async function latestScreenshot(
  deps: PlayerDeps,
  actor: TenantActor,
  displayId: string,
): Promise<ScreenshotAnswer> {
  const display = await deps.displays.displayToRead(deps.db, actor, displayId);
  const row = await screenshotRepo(deps.db, display.companyId).find(display.id);
  const shot =
    row?.takenAt && row.storageKey
      ? {
          url: deps.screenshotUrls.sign(screenshotPath(display.id, row.takenAt)),
          takenAt: row.takenAt.toISOString(),
          sizeBytes: row.sizeBytes ?? 0,
        }
      : null;
  return { screenshot: shot, requestedAt: row?.requestedAt?.toISOString() ?? null };
}

const formats = new Set(['jpeg', 'png', 'webp']);

/**
 * The screen's picture: only while a request is open (409 otherwise), a JPEG, PNG or WebP by its bytes (415), stored
 * re-encoded as WebP at most 1920 px wide or high, without metadata; the picture before it is deleted.
 */
export async function storeScreenshot(deps: PlayerDeps, screen: PlayerActor, body: Buffer) {
  const repo = screenshotRepo(deps.db, screen.companyId);
  if (!(await repo.find(screen.displayId))?.requestedAt) throw conflict('apiPlayer.noScreenshotRequested');
  const picture = await reencode(body, deps.config.mediaMaxPixels);
  const takenAt = new Date();
  const key = `player-screenshots/${screen.companyId}/${screen.displayId}/${takenAt.getTime()}.webp`;
  let previous: string | null = null;
  const stored = deps.db.transaction(async (tx) => {
    const open = await screenshotRepo(tx, screen.companyId).lockOpen(screen.displayId);
    if (!open) throw conflict('apiPlayer.noScreenshotRequested');
    previous = open.storageKey;
    await deps.storage.putBuffer(key, picture);
    await screenshotRepo(tx, screen.companyId).store(screen.displayId, {
      takenAt,
      storageKey: key,
      sizeBytes: picture.length,
      mime: 'image/webp',
    });
  });
  // A transaction that did not commit leaves no picture behind.
  await stored.catch(async (error: unknown) => {
    await deps.storage.delete([key]).catch(() => undefined);
    throw error;
  });
  if (previous) await deps.storage.delete([previous]).catch(() => undefined);
  return { takenAt: takenAt.toISOString() };
}

async function reencode(body: Buffer, maxPixels: number): Promise<Buffer> {
  const meta = await sharp(body, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !formats.has(meta.format)) throw new ApiError(415, 'apiPlayer.screenshotType');
  if ((meta.width ?? 0) * (meta.height ?? 0) > maxPixels) throw new ApiError(413, 'apiPlayer.screenshotTooLarge');
  const edge = playerStatusLimits.screenshotMaxEdge;
  return sharp(body, { limitInputPixels: maxPixels })
    .rotate()
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer()
    .catch(() => {
      throw new ApiError(415, 'apiPlayer.screenshotType');
    });
}
