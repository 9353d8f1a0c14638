import { type Language, profileResponse } from '@plakat/shared';
import type { Db } from '../../../db/client.ts';
import { sessionUnusable } from '../../../lib/errors.ts';
import type { CompanyActor } from '../../../lib/actor.ts';
import { presentProfile } from '../presenter.ts';
import { prepareOwnProfileQuery } from '../repository.ts';

/**
 * Reads the logged-in user's profile as JSON text. The text is kept on the cached actor object (a WeakMap keyed by
 * it), so it lives exactly as long as the session cache's entry. That entry is replaced whenever the user's
 * `auth_revision` moves: a trigger bumps it for any change of the user row and for a change of its role or its
 * company's name (migration 0006), on every instance. A new field of this answer from another table needs such a
 * trigger too.
 */
export function createProfileReader(db: Db) {
  const profileQuery = prepareOwnProfileQuery(db);
  const profiles = {
    en: new WeakMap<CompanyActor, Promise<string>>(),
    de: new WeakMap<CompanyActor, Promise<string>>(),
  };
  return (actor: CompanyActor, lang: Language): Promise<string> => {
    const cache = profiles[lang];
    let profile = cache.get(actor);
    if (!profile) {
      profile = profileQuery.execute({ userId: actor.userId }).then(([row]) => {
        if (!row) throw sessionUnusable();
        // Checked against the response schema once, then served as the same JSON text while cached.
        return JSON.stringify(profileResponse.parse(presentProfile(row, lang)));
      });
      cache.set(actor, profile);
      profile.catch(() => cache.delete(actor));
    }
    return profile;
  };
}
