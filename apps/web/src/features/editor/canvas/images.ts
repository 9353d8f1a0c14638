import { useEffect, useState } from 'react';

/** What the page says about a pool file: its URL and size, or null when the file is gone (drawn as a placeholder). */
export type ResolvedImage = { url: string; width: number; height: number };
export type ImageResolver = (mediaId: string) => ResolvedImage | null;

type Entry =
  | { state: 'loading'; promise: Promise<void> }
  | { state: 'ready'; image: HTMLImageElement }
  | { state: 'failed' };
const cache = new Map<string, Entry>();

/**
 * Loads an image once per URL for every stage of the page (the editor and the export share it). `crossOrigin` keeps
 * the canvas exportable when the files come from another origin (S3) that allows it.
 */
export function loadImage(url: string): Promise<void> {
  const entry = cache.get(url);
  if (entry?.state === 'loading') return entry.promise;
  if (entry) return Promise.resolve();
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.decoding = 'async';
  const promise = new Promise<void>((resolve) => {
    image.onload = () => {
      cache.set(url, { state: 'ready', image });
      resolve();
    };
    image.onerror = () => {
      cache.set(url, { state: 'failed' });
      resolve();
    };
  });
  cache.set(url, { state: 'loading', promise });
  image.src = url;
  return promise;
}

/** The loaded image of a URL: undefined while it loads, null when it could not be loaded. */
export function useLoadedImage(url: string | undefined): HTMLImageElement | null | undefined {
  const [, rerender] = useState(0);
  const entry = url ? cache.get(url) : undefined;
  useEffect(() => {
    if (!url) return;
    let current = true;
    loadImage(url).then(() => current && rerender((n) => n + 1));
    return () => {
      current = false;
    };
  }, [url]);
  if (!url) return null;
  if (!entry || entry.state === 'loading') return undefined;
  return entry.state === 'ready' ? entry.image : null;
}
