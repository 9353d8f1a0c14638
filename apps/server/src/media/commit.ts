import type { FileStorage } from '../storage/storage.ts';

/** A file to place into storage under `key`: a temporary file moved in, or a copy of a stored file. */
export type Placement = { key: string } & ({ path: string } | { copyOf: string });

/**
 * Runs the caller's database step (typically a transaction) with `place`, which puts files into storage; the step
 * calls it last, after its rows are written. If the step fails, during or after placing, the placed files are removed
 * again, so a file never outlives its row and a row never points at a missing file.
 */
export async function storeWithRows<T>(
  storage: FileStorage,
  step: (place: (files: Placement[]) => Promise<void>) => Promise<T>,
): Promise<T> {
  const placed: string[] = [];
  const place = async (files: Placement[]) => {
    for (const file of files) {
      if ('path' in file) await storage.putFile(file.key, file.path);
      else await storage.copy(file.copyOf, file.key);
      placed.push(file.key);
    }
  };
  try {
    return await step(place);
  } catch (error) {
    await Promise.all(placed.map((key) => storage.delete([key]).catch(() => undefined)));
    throw error;
  }
}
