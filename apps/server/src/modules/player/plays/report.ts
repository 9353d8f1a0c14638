import { type PlaysReport, playerStatusLimits } from '@plakat/shared';
import type { PlayedItem, PlaysPerDay } from '../repository/index.ts';

const dayMs = 86_400_000;

/** The calendar day of `at` in the time zone `tz`, as YYYY-MM-DD. */
export const dayIn = (at: Date, tz: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);

/**
 * The range a report covers: as asked, else the last 7 days up to today (in `tz`); only `from`: 7 days from it;
 * only `to`: 7 days up to it.
 */
export function playsRange(query: { from?: string; to?: string }, now: Date, tz: string) {
  const span = playerStatusLimits.playsDefaultDays - 1;
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: addDays(query.from, span) };
  const to = query.to ?? dayIn(now, tz);
  return { from: addDays(to, -span), to };
}

/** Every day from `from` to `to`, inclusive. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The report: one entry per item with its plays per day and in all, the most played first, then by title. */
export function playsReportOf(
  range: { from: string; to: string },
  perDay: PlaysPerDay[],
  items: PlayedItem[],
): PlaysReport {
  const byItem = new Map(
    items.map((item) => [item.itemId, { ...item, total: 0, perDay: {} as Record<string, number> }]),
  );
  for (const row of perDay) {
    const entry = byItem.get(row.itemId) ?? { itemId: row.itemId, fileId: null, title: null, total: 0, perDay: {} };
    entry.perDay[row.day] = (entry.perDay[row.day] ?? 0) + row.plays;
    entry.total += row.plays;
    byItem.set(row.itemId, entry);
  }
  const sorted = [...byItem.values()].sort(
    (a, b) => b.total - a.total || (a.title ?? a.itemId).localeCompare(b.title ?? b.itemId),
  );
  return { from: range.from, to: range.to, days: daysOf(range.from, range.to), items: sorted };
}
