import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { refreshMediaPool } from '../../api/keys.ts';
import { type Rate, rateMeter } from '../lib/rate.ts';
import type { RunningUpload, UploadResult } from '../lib/tus-upload.ts';

export type UploadState = 'uploading' | 'done' | 'failed' | 'cancelled';

/** One row of the upload page: a picked file and where its upload stands. */
export type UploadRow = Rate & {
  key: string;
  file: File;
  state: UploadState;
  sent: number;
  /** The server's translated refusal; null with state 'failed' means the server could not be reached. */
  error: string | null;
  result: UploadResult | null;
};

let nextKey = 0;

/**
 * The upload page's files: each one uploads at once through tus (resumable), with its progress, speed and time
 * left; cancel stops it and removes what the server has, retry starts it again. `onFinished` hears each file that
 * became a pool file.
 */
export function useUploads(onFinished: (result: UploadResult, rows: UploadRow[]) => void) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const running = useRef(new Map<string, RunningUpload>());
  const cancelled = useRef(new Set<string>());
  const latest = useRef({ rows, onFinished });
  latest.current = { rows, onFinished };

  const update = useCallback((key: string, change: Partial<UploadRow>) => {
    setRows((list) => list.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }, []);

  const run = useCallback(
    async (key: string, file: File) => {
      const meter = rateMeter();
      cancelled.current.delete(key);
      update(key, { state: 'uploading', sent: 0, error: null, bytesPerSecond: null, secondsLeft: null });
      const { startTusUpload } = await import('../lib/tus-upload.ts');
      const upload = await startTusUpload(file, {
        onProgress: (sent, total) => update(key, { sent, ...meter.add(sent, total) }),
        onSuccess: (result) => {
          running.current.delete(key);
          update(key, { state: 'done', sent: file.size, result, secondsLeft: 0 });
          void refreshMediaPool(queryClient);
          const after = latest.current.rows.map((row) =>
            row.key === key ? { ...row, state: 'done' as const, result } : row,
          );
          latest.current.onFinished(result, after);
        },
        onError: (error) => {
          running.current.delete(key);
          update(key, { state: 'failed', error, bytesPerSecond: null, secondsLeft: null });
        },
      });
      // Cancelled while the tus client was loading: stop it now.
      if (cancelled.current.has(key)) void upload.cancel().catch(() => undefined);
      else running.current.set(key, upload);
    },
    [update, queryClient],
  );

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({
        key: `upload-${++nextKey}`,
        file,
        state: 'uploading' as const,
        sent: 0,
        error: null,
        result: null,
        bytesPerSecond: null,
        secondsLeft: null,
      }));
      setRows((list) => [...list, ...added]);
      for (const row of added) void run(row.key, row.file);
    },
    [run],
  );

  const cancel = useCallback(
    (key: string) => {
      const upload = running.current.get(key);
      running.current.delete(key);
      cancelled.current.add(key);
      update(key, { state: 'cancelled', bytesPerSecond: null, secondsLeft: null });
      void upload?.cancel().catch(() => undefined);
    },
    [update],
  );

  const retry = useCallback(
    (key: string) => {
      const row = latest.current.rows.find((r) => r.key === key);
      if (row) void run(key, row.file);
    },
    [run],
  );

  // Leaving the page stops the uploads; the server keeps them until the expiry, so picking the file again resumes.
  useEffect(() => {
    const map = running.current;
    return () => {
      for (const upload of map.values()) void upload.pause().catch(() => undefined);
    };
  }, []);

  return { rows, add, cancel, retry };
}
