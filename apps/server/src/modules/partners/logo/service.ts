import sharp from 'sharp';
import { companyLogoLimits } from '@plakat/shared';
import type { Core } from '../../../core.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import { ApiError, badRequest, forbidden, notFound } from '../../../lib/errors.ts';
import {
  type IntakeFailure,
  MediaIntakeError,
  type UploadStream,
  isImage,
  measure,
  mediaBinaries,
  storeWithRows,
  withUpload,
} from '../../../media/index.ts';
import { companyLogoRepo } from './repository.ts';
import { logoStorageKey, logoThumbUrlOf } from './url.ts';

const intakeAnswer: Record<IntakeFailure, (deps: Core) => ApiError> = {
  notMultipart: () => new ApiError(415, 'api.unsupportedMediaType'),
  bodyBroken: () => badRequest('api.uploadUnreadable'),
  fileMissing: () => badRequest('apiCompanyLogo.fileMissing'),
  tooLarge: () =>
    new ApiError(413, 'apiCompanyLogo.tooLarge', { max: Math.round(companyLogoLimits.maxBytes / (1024 * 1024)) }),
  tooManyPixels: (deps) =>
    new ApiError(413, 'apiWizard.imageTooManyPixels', { max: Math.floor(deps.config.mediaMaxPixels / 1_000_000) }),
  imageUnreadable: () => badRequest('apiCompanyLogo.notImage'),
  videoUnreadable: () => badRequest('apiCompanyLogo.notImage'),
};

/** Only the company owner changes the logo (no key of the spec covers the company itself, as for its details). */
const requireOwner = (actor: TenantActor) => {
  if (actor.userType !== 'companyOwner') throw forbidden('apiCompanyLogo.ownerOnly');
};

/** GET /company/logo: the own company's logo address. */
export async function readLogo(deps: Core, actor: TenantActor) {
  const state = await companyLogoRepo(deps.db, actor.companyId).read();
  if (!state) throw notFound();
  return { logoThumbUrl: logoThumbUrlOf({ id: actor.companyId, ...state }) };
}

/**
 * PUT /company/logo: the owner's picture, typed by its bytes (a picture or 400), measured from its header (too many
 * pixels 413), turned upright and fitted into a 256 px transparent square as WebP without metadata; stored under a
 * new version in the same step as the row, the previous file removed afterwards. `receive` reads the body only after
 * the owner check.
 */
export async function uploadLogo(deps: Core, actor: TenantActor, receive: () => Promise<UploadStream>) {
  requireOwner(actor);
  try {
    const stream = await receive();
    return await withUpload(deps.config, stream, companyLogoLimits.maxBytes, async (upload) => {
      if (!isImage(upload.mime)) throw new MediaIntakeError('imageUnreadable');
      await measure(upload, mediaBinaries(deps.config), deps.config.mediaMaxPixels);
      const thumb = upload.derivative('logo.webp');
      try {
        await sharp(upload.path, { limitInputPixels: deps.config.mediaMaxPixels })
          .rotate()
          .resize(companyLogoLimits.size, companyLogoLimits.size, {
            fit: 'contain',
            background: { r: 0, g: 0, b: 0, alpha: 0 },
          })
          .webp({ quality: 85 })
          .toFile(thumb);
      } catch {
        throw new MediaIntakeError('imageUnreadable');
      }
      return replaceLogo(deps, actor, thumb);
    });
  } catch (error) {
    if (error instanceof MediaIntakeError) throw intakeAnswer[error.reason](deps);
    throw error;
  }
}

async function replaceLogo(deps: Core, actor: TenantActor, thumbPath: string | null) {
  const { previous, next } = await storeWithRows(deps.storage, (place) =>
    deps.db.transaction(async (tx) => {
      const repo = companyLogoRepo(tx, actor.companyId);
      const before = await repo.lock();
      if (!before) throw notFound();
      const version = before.logoVersion + 1;
      const key = thumbPath ? logoStorageKey(actor.companyId, version) : null;
      await repo.set(key, thumbPath ? version : before.logoVersion);
      if (key && thumbPath) await place([{ key, path: thumbPath }]);
      return { previous: before.logoKey, next: { logoKey: key, logoVersion: version } };
    }),
  );
  if (previous) await deps.storage.delete([previous]).catch(() => undefined);
  return { logoThumbUrl: logoThumbUrlOf({ id: actor.companyId, ...next }) };
}

/** DELETE /company/logo: the owner removes the logo (none: no change); the initial shows instead. */
export async function removeLogo(deps: Core, actor: TenantActor) {
  requireOwner(actor);
  return replaceLogo(deps, actor, null);
}
