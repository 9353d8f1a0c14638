import { api, unwrap } from '../../../lib/api-client.ts';
import { useDisplayMutation } from './use-display-mutation.ts';

/** PUT or DELETE /api/partners/favorites/{displayId}: marks or unmarks a partner display as a favourite. */
export const setFavorite = ({ displayId, favorite }: { displayId: string; favorite: boolean }) => {
  const params = { path: { displayId } };
  return unwrap(
    favorite
      ? api.PUT('/api/partners/favorites/{displayId}', { params })
      : api.DELETE('/api/partners/favorites/{displayId}', { params }),
  );
};

/** The star of the partner overview: the lists are fetched again (favourites come first). */
export const useSetFavorite = () => useDisplayMutation(setFavorite);
