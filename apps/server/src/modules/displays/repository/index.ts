import type { Db } from '../../../db/client.ts';
import { displayRepo } from './displays.ts';
import { displayMediaRepo } from './media.ts';
import { programRepo } from './program.ts';
import { sharingRepo } from './sharing.ts';

/** The repositories of the display context, built for one company (the request's, from the verified token). */
export function reposFor(db: Db, companyId: string) {
  return {
    /** The handle they were built on (the access function of modules/roles runs its assignment query there). */
    db,
    displays: displayRepo(db, companyId),
    media: displayMediaRepo(db, companyId),
    sharing: sharingRepo(db, companyId),
    program: programRepo(db, companyId),
  };
}
export type Repos = ReturnType<typeof reposFor>;
