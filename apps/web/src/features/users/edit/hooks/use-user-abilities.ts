import { useMemo } from 'react';
import { useProfile } from '../../../../lib/profile.ts';
import { userAbilities } from '../lib/abilities.ts';

/** The edit-user page's abilities over the own profile's keys. */
export function useUserAbilities(target: { id: string; affiliation: 'internal' | 'external' }) {
  const profile = useProfile().data;
  return useMemo(() => userAbilities(new Set(profile?.permissions ?? []), profile?.id, target), [profile, target]);
}
