import { designLimits } from '@plakat/shared';
import type { BackgroundWork } from '../../../jobs/runner.ts';
import type { EditorDeps } from '../deps.ts';
import { pruneRevisions } from '../repository/index.ts';

/** Daily, once across instances: revisions beyond the newest kept per design go (never the draft or the published). */
export const PRUNE_REVISIONS_JOB = 'editor.pruneRevisions';

export const pruneBackground = (deps: Pick<EditorDeps, 'db' | 'log'>): BackgroundWork => ({
  handlers: {
    async [PRUNE_REVISIONS_JOB]() {
      const deleted = await pruneRevisions(deps.db, designLimits.maxRevisionsKept);
      deps.log.info({ deleted }, 'design revisions pruned');
      return undefined;
    },
  },
  shared: [{ kind: PRUNE_REVISIONS_JOB, everyMs: 24 * 3600_000 }],
});
