import { parseDesignDocument } from '@plakat/shared';
import { notFound } from '../../lib/errors.ts';
import type { EditorRepos } from './repository/index.ts';

/** One design of the repositories' company, or 404 (unknown and another company's ids alike). */
export async function findDesign(repos: EditorRepos, id: string, opts: { forUpdate?: boolean } = {}) {
  const row = await repos.designs.find(id, opts);
  if (!row) throw notFound('apiDesigns.notFound');
  return row;
}

/** The design as lists show it, or 404. */
export async function viewDesign(repos: EditorRepos, id: string) {
  const row = await repos.designs.view(id);
  if (!row) throw notFound('apiDesigns.notFound');
  return row;
}

/**
 * The draft document of a design, migrated to the current version. A stored document is never of an unknown version
 * (saves refuse those), so a failure here is the server's.
 */
export async function draftDocument(repos: EditorRepos, design: { id: string; draftRevisionId: string | null }) {
  const revision = await repos.revisions.find(design.id, design.draftRevisionId);
  if (!revision) throw new Error(`design ${design.id} has no draft revision`);
  const parsed = parseDesignDocument(revision.document);
  if (!parsed.ok) throw new Error(`design ${design.id} revision ${revision.number} is unreadable: ${parsed.reason}`);
  return { revision, document: parsed.document };
}
