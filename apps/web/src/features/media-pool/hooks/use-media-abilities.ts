import { useMemo } from 'react';
import { type InfoAccess, type MediaAbility, holdsMediaAbility } from '@plakat/shared';
import { useProfile } from '../../../lib/profile.ts';

/**
 * What the logged-in user may do with media files, by each file's access level (the server's table, shared). The web
 * hides or explains; the server checks every call itself.
 */
export function useMediaAbilities() {
  const { data } = useProfile();
  const permissions = data?.permissions;
  return useMemo(() => {
    const held = new Set<string>(permissions ?? []);
    return {
      may: (ability: MediaAbility, access: InfoAccess) => holdsMediaAbility(held, ability, access),
      mayAtAll: (ability: MediaAbility) =>
        holdsMediaAbility(held, ability, 'public') || holdsMediaAbility(held, ability, 'private'),
      canDelete: held.has('DELETE_MEDIAPOOL_MEDIA'),
      canUpload: held.has('UPLOAD_MEDIAPOOL_MEDIA'),
      userId: data?.id,
    };
  }, [permissions, data?.id]);
}
export type MediaAbilities = ReturnType<typeof useMediaAbilities>;
