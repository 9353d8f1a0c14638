const units: Record<string, number> = { '': 1, b: 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4 };

/** Parses `2147483648`, `500MB`, `2GB`, `1.5T` (binary units: 1 GB = 1024³ bytes) into bytes; null for anything else. */
export function parseSize(input: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?b?)\s*$/i.exec(input);
  if (!match) return null;
  const unit = units[match[2].toLowerCase().replace(/(.)b$/, '$1')];
  if (unit === undefined) return null;
  const bytes = Math.floor(Number(match[1]) * unit);
  return bytes > 0 && Number.isSafeInteger(bytes) ? bytes : null;
}

/** Bytes as people read them in messages: `2 GB`, `1.5 MB`, `800 bytes`. */
export function formatSize(bytes: number): string {
  for (const [unit, size] of [
    ['TB', 1024 ** 4],
    ['GB', 1024 ** 3],
    ['MB', 1024 ** 2],
    ['KB', 1024],
  ] as const) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}
