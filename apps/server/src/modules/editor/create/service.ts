import { type DesignDocument, type Language, type designCreateBody, designLimits } from '@plakat/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { TenantActor } from '../../../lib/actor.ts';
import { notFound } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import { draftDocument, findDesign, viewDesign } from '../access.ts';
import type { EditorDeps } from '../deps.ts';
import { blankDocument, measureDocument, sizeOf } from '../documents.ts';
import { toDetails } from '../presenter.ts';
import { type EditorRepos, reposFor } from '../repository/index.ts';

type NewDesign = { name: string; isTemplate: boolean; document: DesignDocument };

/** A design with its first revision (number 1) as its draft, inside the caller's transaction. */
export async function insertDesign(tx: Db, actor: TenantActor, design: NewDesign) {
  const repos = reposFor(tx, actor.companyId);
  const { document } = design;
  const row = await repos.designs.insert({
    name: design.name,
    width: document.width,
    height: document.height,
    orientation: document.orientation,
    isTemplate: design.isTemplate,
    createdBy: actor.userId,
    updatedBy: actor.userId,
  });
  const { byteSize, elementCount } = measureDocument(document);
  const revision = await repos.revisions.insert({
    designId: row.id,
    number: 1,
    document,
    byteSize,
    elementCount,
    createdBy: actor.userId,
  });
  await repos.designs.update(row.id, { draftRevisionId: revision.id });
  return row.id;
}

/** The answer of every call that makes a design: the design with its draft. */
export async function detailsOf(deps: EditorDeps, repos: EditorRepos, id: string) {
  const view = await viewDesign(repos, id);
  const { document } = await draftDocument(repos, view);
  return toDetails(view, document, deps.thumbUrls);
}

/** POST /designs: an empty white document of a preset or custom size, or a copy of a template's draft. */
export async function createDesign(deps: EditorDeps, actor: TenantActor, body: z.infer<typeof designCreateBody>) {
  return deps.db.transaction(async (tx) => {
    const repos = reposFor(tx, actor.companyId);
    let document: DesignDocument;
    if ('templateId' in body.from) {
      const template = await repos.designs.find(body.from.templateId);
      if (!template?.isTemplate) throw notFound('apiDesigns.templateNotFound');
      document = (await draftDocument(repos, template)).document;
    } else {
      const { width, height } = sizeOf(body.from);
      document = blankDocument(width, height);
    }
    const id = await insertDesign(tx, actor, { name: body.name, isTemplate: false, document });
    return detailsOf(deps, repos, id);
  });
}

/**
 * POST /designs/{id}/duplicate and /template: a new design (or company template) with a copy of the draft; the copy's
 * name says so, in the caller's language, within the name's length.
 */
export async function copyDesign(
  deps: EditorDeps,
  actor: TenantActor,
  id: string,
  as: { isTemplate: boolean; lang: Language },
) {
  return deps.db.transaction(async (tx) => {
    const repos = reposFor(tx, actor.companyId);
    const source = await findDesign(repos, id);
    const { document } = await draftDocument(repos, source);
    const name = as.isTemplate ? source.name : copyName(source.name, as.lang);
    const copy = await insertDesign(tx, actor, { name, isTemplate: as.isTemplate, document });
    return detailsOf(deps, repos, copy);
  });
}

/** "<name> (copy)" in the caller's language, the name shortened so that the whole stays within the name's length. */
function copyName(name: string, lang: Language) {
  const chars = [...name];
  const suffix = [...t(lang, 'apiDesigns.copyName', { name })].length - chars.length;
  const room = Math.max(1, designLimits.maxNameLength - suffix);
  return t(lang, 'apiDesigns.copyName', { name: chars.slice(0, room).join('').trim() });
}
