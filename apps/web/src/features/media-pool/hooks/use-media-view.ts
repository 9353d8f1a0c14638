import { useCallback, useState } from 'react';

export type MediaView = 'table' | 'grid';
const storageKey = (userId: string | undefined) => `plakat.mediaPool.view.${userId ?? 'anonymous'}`;

function read(userId: string | undefined): MediaView {
  try {
    return localStorage.getItem(storageKey(userId)) === 'grid' ? 'grid' : 'table';
  } catch {
    return 'table';
  }
}

/**
 * Table or grid, remembered per user in this browser (docs/decisions.md: a view preference is a device matter, like
 * the language; it needs no server round trip).
 */
export function useMediaView(userId: string | undefined) {
  const [view, setView] = useState<MediaView>(() => read(userId));
  const [forUser, setForUser] = useState(userId);
  if (forUser !== userId) {
    setForUser(userId);
    setView(read(userId));
  }
  const change = useCallback(
    (next: MediaView) => {
      setView(next);
      try {
        localStorage.setItem(storageKey(userId), next);
      } catch {
        // Private windows may refuse storage: the choice then lasts for this page.
      }
    },
    [userId],
  );
  return [view, change] as const;
}
