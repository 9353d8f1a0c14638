import type { Language, ProfileUpdateBody } from '@plakat/shared';
import { sessionUnusable } from '../../../lib/errors.ts';
import type { CompanyActor } from '../../../lib/actor.ts';
import type { Core } from '../../../core.ts';
import { assertLookupCodes } from '../../lookups/index.ts';
import { type OwnProfileChange, updateOwnProfile } from './repository.ts';

/**
 * The user changes the own person data and language (only the fields sent); the codes must exist in their lookup
 * groups, as in the registration step. Answers the language the answer is written in: the new one, if it changed.
 */
export async function changeOwnProfile(deps: Core, actor: CompanyActor, body: ProfileUpdateBody, lang: Language) {
  await assertLookupCodes(deps.db, lang, [
    { path: 'salutation', group: 'salutations', code: body.salutation },
    { path: 'title', group: 'titles', code: body.title ?? undefined },
    { path: 'phoneCountryCode', group: 'countryCallingCodes', code: body.phoneCountryCode },
  ]);
  if (!(await updateOwnProfile(deps.db, actor.userId, body as OwnProfileChange))) throw sessionUnusable();
  return body.language ?? lang;
}
