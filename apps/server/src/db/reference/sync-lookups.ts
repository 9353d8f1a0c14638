import type { Db } from '../client.ts';

// Replaced by the real reference data sync.
export async function syncLookups(_db: Db) {}
