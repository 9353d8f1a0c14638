/** Whether a database error (or one it wraps, as Drizzle does) is a unique-index violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Runs a write; a unique-index violation (a name or address taken) becomes the given refusal, usually a 409. */
export async function whenUnique<T>(refusal: () => Error, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}
