import type { JobHandler } from '../../jobs/worker.ts';
import type { AppDeps } from '../deps.ts';
import { passwordResetJobHandler, passwordResetJobKind } from './reset-request.ts';

/** The background jobs of the auth module, for the app's job runner. */
export const authJobHandlers = (deps: AppDeps): Record<string, JobHandler> => ({
  [passwordResetJobKind]: passwordResetJobHandler(deps),
});
