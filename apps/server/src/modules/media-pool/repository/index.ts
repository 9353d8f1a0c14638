import type { Db } from '../../../db/client.ts';
import { mediaFileRepo } from './files.ts';
import { mediaLogRepo } from './log.ts';
import { mediaUsageRepo } from './usage.ts';

/** The repositories of the media pool, built for one company (the request's, from the verified token). */
export function poolReposFor(db: Db, companyId: string) {
  return {
    files: mediaFileRepo(db, companyId),
    log: mediaLogRepo(db, companyId),
    usage: mediaUsageRepo(db, companyId),
  };
}
export type PoolRepos = ReturnType<typeof poolReposFor>;
