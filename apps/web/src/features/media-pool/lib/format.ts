import { formatBytes } from '../../../lib/format-bytes.ts';

/** Sizes are formatted as everywhere (lib/format-bytes.ts); the media pages import them from here. */
export { formatBytes };

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
