import type { Language, displayEditResponse } from '@plakat/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { MediaUrlSigner } from '../display-media/signed-urls.ts';
import { toDetails } from '../displays/presenter.ts';
import { type DisplayRow, companyName, logsOf, mediaOf, ownCategory } from './repository.ts';

type EditData = z.infer<typeof displayEditResponse>['data'];

/** Every field of a display for the wizard's edit mode: the details answer plus the steps done. */
export async function presentForEdit(db: Db, signer: MediaUrlSigner, d: DisplayRow, lang: Language): Promise<EditData> {
  const [category, company, logs, media] = await Promise.all([
    d.categoryId ? ownCategory(db, d.companyId, d.categoryId) : Promise.resolve(null),
    companyName(db, d.companyId),
    logsOf(db, d.id),
    mediaOf(db, d.id),
  ]);
  const details = toDetails(
    d,
    {
      categoryTitle: category?.title ?? null,
      categoryColor: category?.color ?? null,
      companyName: company,
      media,
      logs: logs.map((l) => ({
        action: l.action,
        at: l.at,
        actorName: [l.firstName, l.lastName].filter(Boolean).join(' ') || null,
      })),
      lang,
    },
    signer,
  );
  return { ...details, stepsDone: d.stepsDone };
}
