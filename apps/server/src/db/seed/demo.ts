import type { Db } from '../client.ts';

// Replaced by the real demo seed.
export async function seedDemoData(_db: Db): Promise<{ created: boolean; logins: { email: string; description: string }[] }> {
  return { created: false, logins: [] };
}
