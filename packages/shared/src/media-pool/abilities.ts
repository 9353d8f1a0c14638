import type { Permission } from '../permissions.ts';
import type { InfoAccess } from './constants.ts';

/**
 * What a user may do with a media file, by the file's access level (spec 02 §6): every key has a public and a private
 * variant, and the variant that counts is the file's current level. The server's policy enforces these; the web
 * hides or explains with the same table.
 */
export type MediaAbility = 'read' | 'editGeneral' | 'editAccess' | 'setStatus' | 'setMediaType';

export const mediaAbilityKeys: Record<MediaAbility, Record<InfoAccess, readonly Permission[]>> = {
  read: { public: ['GET_PUBLIC_MEDIA'], private: ['GET_PRIVATE_MEDIA'] },
  editGeneral: { public: ['EDIT_PUBLIC_MEDIA_GENERAL_INFO'], private: ['EDIT_PRIVATE_MEDIA_GENERAL_INFO'] },
  editAccess: { public: ['EDIT_PUBLIC_MEDIA_INFOACCESS'], private: ['EDIT_PRIVATE_MEDIA_INFOACCESS'] },
  setStatus: { public: ['SET_PUBLIC_MEDIA_STATUS'], private: ['SET_PRIVATE_MEDIA_STATUS'] },
  // The spec names both EDIT_ and SET_…_MEDIA_MEDIATYPE for the one media type call: either grants it.
  setMediaType: {
    public: ['SET_PUBLIC_MEDIA_MEDIATYPE', 'EDIT_PUBLIC_MEDIA_MEDIATYPE'],
    private: ['SET_PRIVATE_MEDIA_MEDIATYPE', 'EDIT_PRIVATE_MEDIA_MEDIATYPE'],
  },
};

type Held = { has: (key: Permission) => boolean };

/** The user holds the ability for a file of this access level. */
export const holdsMediaAbility = (held: Held, ability: MediaAbility, access: InfoAccess) =>
  mediaAbilityKeys[ability][access].some((key) => held.has(key));

/** Every key that grants one of these abilities at either access level (a route's `policyKeys`, the permission doc). */
export const mediaAbilityKeysOf = (...abilities: MediaAbility[]): Permission[] => [
  ...new Set(
    abilities.flatMap((ability) => [...mediaAbilityKeys[ability].public, ...mediaAbilityKeys[ability].private]),
  ),
];
