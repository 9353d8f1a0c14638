const units: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Parses `900`, `15m`, `30d` into seconds; answers null for anything else. */
export function parseDuration(input: string): number | null {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/.exec(input);
  if (!match) return null;
  const seconds = Number(match[1]) * units[match[2] || 's'];
  return seconds > 0 && Number.isSafeInteger(seconds) ? seconds : null;
}
