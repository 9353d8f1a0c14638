import type { Db } from '../../../db/client.ts';
import { designRepo, revisionRepo } from './designs.ts';

/** The editor's repositories for one company. */
export const reposFor = (db: Db, companyId: string) => ({
  designs: designRepo(db, companyId),
  revisions: revisionRepo(db),
});
export type EditorRepos = ReturnType<typeof reposFor>;
export { type DesignRow, type DesignView, type RevisionRow, thumbKeyAt } from './designs.ts';
export { pruneRevisions } from './prune.ts';
