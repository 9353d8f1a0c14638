import { designPictureLimits } from '@plakat/shared';
import type { Core } from '../../core.ts';
import { ApiError, badRequest } from '../../lib/errors.ts';
import { type IntakeFailure, MediaIntakeError, type Upload, type UploadStream, withUpload } from '../../media/index.ts';

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

const intakeAnswer = (failure: IntakeFailure, maxBytes: number, config: Core['config']): ApiError => {
  switch (failure) {
    case 'notMultipart':
      return new ApiError(415, 'api.unsupportedMediaType');
    case 'bodyBroken':
      return badRequest('api.uploadUnreadable');
    case 'fileMissing':
      return badRequest('apiDesigns.pictureMissing');
    case 'tooLarge':
      return new ApiError(413, 'apiDesigns.pictureTooLarge', { max: megabytes(maxBytes) });
    case 'tooManyPixels':
      return new ApiError(413, 'apiWizard.imageTooManyPixels', { max: Math.floor(config.mediaMaxPixels / 1_000_000) });
    default:
      return badRequest('apiDesigns.notPicture');
  }
};

/**
 * Receives a picture the browser rendered of a design (multipart, field `file`) into a temporary file with the size
 * limit, typed by its bytes, and hands it to `use`; intake failures become the editor's translated answers. `receive`
 * reads the body, so the caller checks the design first.
 */
export async function withPicture<T>(
  deps: Pick<Core, 'config'>,
  receive: () => Promise<UploadStream>,
  kind: 'thumbnail' | 'publish',
  use: (upload: Upload) => Promise<T>,
): Promise<T> {
  const maxBytes = kind === 'thumbnail' ? designPictureLimits.thumbnailMaxBytes : designPictureLimits.publishMaxBytes;
  try {
    return await withUpload(deps.config, await receive(), maxBytes, use);
  } catch (error) {
    if (error instanceof MediaIntakeError) throw intakeAnswer(error.reason, maxBytes, deps.config);
    throw error;
  }
}
