import type { JobHandler } from '../../jobs/worker.ts';
import type { Core } from '../../core.ts';
import { mailRequestJobHandlers } from './mail-requests.ts';

/** The background jobs of the auth module, for the app's job runner. */
export const authJobHandlers = (deps: Core): Record<string, JobHandler> => ({
  ...mailRequestJobHandlers(deps),
});
