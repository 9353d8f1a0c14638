const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * 1536 → '1.5 kB' / '1,5 kB' in the reader's language, in steps of 1024 as the server counts (MEDIA_COMPANY_QUOTA=20GB
 * is 20 × 1024³ bytes, and its messages say '20 GB'): the page and the server's refusals name the same figures.
 */
export function formatBytes(bytes: number, language: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}
