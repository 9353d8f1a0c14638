import { createHash } from 'node:crypto';
import type { PlayerManifest } from '@plakat/shared';
import type { PlayerActor } from '../../../lib/actor.ts';
import { notFound } from '../../../lib/errors.ts';
import type { PlayerContent } from '../../displays/index.ts';
import type { PlayerDeps } from '../deps.ts';

/** The URL a screen downloads a file of its manifest from (the version changes with a replaced file's bytes). */
export const playerFileUrl = (displayId: string, file: { id: string; contentVersion: number }) =>
  `/api/player/displays/${displayId}/files/${file.id}?v=${file.contentVersion}`;

/** The display a player asks about must be its own: any other id is not there (404), whoever's it is. */
export function ownDisplay(actor: PlayerActor, displayId: string): void {
  if (displayId !== actor.displayId) throw notFound();
}

/** The manifest of what the screen plays; its version is a hash of everything else in it. */
export function toManifest(displayId: string, content: PlayerContent): PlayerManifest {
  const body = {
    displayId,
    source: content.source,
    items: content.items,
    placeholders: content.placeholders,
    files: content.files.map((file) => ({
      id: file.id,
      sha256: file.sha256,
      size: file.size,
      mime: file.mime,
      url: playerFileUrl(displayId, file),
    })),
  };
  const version = createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27);
  return { version, ...body };
}

/** GET /player/displays/{displayId}/manifest: the credential's display only (404 otherwise). */
export async function manifestFor(deps: PlayerDeps, actor: PlayerActor, displayId: string): Promise<PlayerManifest> {
  ownDisplay(actor, displayId);
  return toManifest(displayId, await deps.displays.content(actor.companyId, displayId));
}

/** The stored file of the display's current manifest a screen asks for, or 404 (any other file, any other display). */
export async function manifestFile(deps: PlayerDeps, actor: PlayerActor, displayId: string, fileId: string) {
  ownDisplay(actor, displayId);
  const content = await deps.displays.content(actor.companyId, displayId);
  const file = content.files.find((f) => f.id === fileId);
  if (!file) throw notFound();
  return file;
}
