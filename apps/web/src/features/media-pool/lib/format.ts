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

/** Bytes per second → '2.4 MB/s'. */
export const formatSpeed = (bytesPerSecond: number, language: string) => `${formatBytes(bytesPerSecond, language)}/s`;

/** Seconds → '1 min, 5 sec' / '1 Min., 5 Sek.' in the reader's language. */
export function formatDuration(seconds: number, language: string): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const parts: [number, 'hour' | 'minute' | 'second'][] = [
    [h, 'hour'],
    [m, 'minute'],
    [s, 'second'],
  ];
  const shown = parts.filter(([n]) => n > 0).slice(0, 2);
  if (shown.length === 0) shown.push([0, 'second']);
  return shown
    .map(([n, unit]) => new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(n))
    .join(' ');
}
