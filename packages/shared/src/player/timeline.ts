/**
 * The player's timeline (issue 25): a display's program and a clock in, the item to show and the next one out. Pure
 * (no browser, no zod), so the web player imports it without weight and every rule is tested in Node.
 *
 * The loop is the program's items that are scheduled at the moment (days of the week, hours of the day, in the
 * display's local time), in program order. Where the loop stands is taken from the wall clock: it started when its
 * set of items last changed (local midnight or the latest hour or day boundary of an item), so two screens with the
 * same program show the same item at the same time, and a player that restarts continues where it would be.
 */

/** One entry of a program: a pool picture, a pool video or a published design, shown for `durationMs`. */
export type TimelineItem = {
  id: string;
  durationMs: number;
  /** ISO days of the week it plays on (1 Monday .. 7 Sunday); empty or missing: every day. */
  days?: readonly number[];
  /** Local hours it plays in, 'HH:MM' to 'HH:MM' (the end excluded; an end before the start runs past midnight). */
  hours?: { from: string; to: string } | null;
};

/** The item on screen: its index in the program, when it started and when it ends (epoch milliseconds). */
export type TimelineSlot<T extends TimelineItem = TimelineItem> = {
  item: T;
  index: number;
  startsAt: number;
  endsAt: number;
};

/** What the player shows now and prepares next; null when no item is scheduled (the placeholders play). */
export type TimelinePosition<T extends TimelineItem = TimelineItem> = {
  current: TimelineSlot<T>;
  next: TimelineSlot<T> | null;
};

/** The clock: epoch milliseconds (the server's time, corrected by the measured offset) and the local zone's offset. */
export type TimelineClock = {
  now: number;
  /** Minutes to add to UTC for local time at `at` (Berlin in winter: 60). Default: UTC. */
  offsetMinutes?: (at: number) => number;
};

const minute = 60_000;
const day = 24 * 60 * minute;
/** Items shorter than this are shown this long: a program never spins. */
export const minItemMs = 1000;

/** 'HH:MM' as minutes after midnight; null when it is not a time of day. */
export function minutesOfDay(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const localParts = (at: number, offset: number) => {
  const local = at + offset * minute;
  const dayStart = Math.floor(local / day) * day;
  // 1970-01-01 was a Thursday (ISO 4).
  const weekday = ((((Math.floor(local / day) + 3) % 7) + 7) % 7) + 1;
  return { minuteOfDay: Math.floor((local - dayStart) / minute), weekday, dayStartUtc: dayStart - offset * minute };
};

/** Whether `item` is scheduled at `at` (its day and its hours, an overnight span counting for the day it began). */
export function isScheduled(item: TimelineItem, at: number, offset = 0): boolean {
  const { minuteOfDay, weekday } = localParts(at, offset);
  const from = item.hours ? minutesOfDay(item.hours.from) : null;
  const to = item.hours ? minutesOfDay(item.hours.to) : null;
  const onDay = (d: number) => !item.days || item.days.length === 0 || item.days.includes(d);
  if (from === null || to === null || from === to) return onDay(weekday);
  if (from < to) return onDay(weekday) && minuteOfDay >= from && minuteOfDay < to;
  // Overnight: the evening part belongs to this day, the morning part to the day before.
  if (minuteOfDay >= from) return onDay(weekday);
  return minuteOfDay < to && onDay(weekday === 1 ? 7 : weekday - 1);
}

const lengthOf = (item: TimelineItem) => Math.max(minItemMs, Math.round(item.durationMs));

/**
 * When the set of scheduled items last changed at or before `at`: local midnight or the latest start or end of an
 * item's hours since then (each boundary is a minute of the local day).
 */
function loopStart(items: readonly TimelineItem[], at: number, offset: number): number {
  const { minuteOfDay, dayStartUtc } = localParts(at, offset);
  let latest = 0;
  for (const item of items) {
    if (!item.hours) continue;
    for (const edge of [minutesOfDay(item.hours.from), minutesOfDay(item.hours.to)]) {
      if (edge !== null && edge <= minuteOfDay && edge > latest) latest = edge;
    }
  }
  return dayStartUtc + latest * minute;
}

/** The next moment after `at` at which the set of scheduled items may change (an hour boundary or midnight). */
function nextChange(items: readonly TimelineItem[], at: number, offset: number): number {
  const { minuteOfDay, dayStartUtc } = localParts(at, offset);
  let soonest = 24 * 60;
  for (const item of items) {
    if (!item.hours) continue;
    for (const edge of [minutesOfDay(item.hours.from), minutesOfDay(item.hours.to)]) {
      if (edge !== null && edge > minuteOfDay && edge < soonest) soonest = edge;
    }
  }
  return dayStartUtc + soonest * minute;
}

/** The scheduled items at `at` with their program index, in program order. */
const loopAt = <T extends TimelineItem>(items: readonly T[], at: number, offset: number) =>
  items.flatMap((item, index) => (isScheduled(item, at, offset) ? [{ item, index }] : []));

/** The slot the wall clock puts on screen at `at`, or null when nothing is scheduled then. */
function slotAt<T extends TimelineItem>(items: readonly T[], at: number, offset: number): TimelineSlot<T> | null {
  const loop = loopAt(items, at, offset);
  if (loop.length === 0) return null;
  const total = loop.reduce((sum, entry) => sum + lengthOf(entry.item), 0);
  const start = loopStart(items, at, offset);
  const change = nextChange(items, at, offset);
  let position = (at - start) % total;
  let startsAt = at - position;
  for (const entry of loop) {
    const length = lengthOf(entry.item);
    if (position < length) {
      // An item is cut short where the loop changes (an item's hours begin or end, midnight).
      return { item: entry.item, index: entry.index, startsAt, endsAt: Math.min(startsAt + length, change) };
    }
    position -= length;
    startsAt += length;
  }
  return null; // not reached: position < total
}

/** The item on screen at the clock's time and the one after it; null when no item of the program is scheduled. */
export function timelineAt<T extends TimelineItem>(
  items: readonly T[],
  clock: TimelineClock,
): TimelinePosition<T> | null {
  const offsetAt = clock.offsetMinutes ?? (() => 0);
  const current = slotAt(items, clock.now, offsetAt(clock.now));
  if (!current) return null;
  return { current, next: slotAt(items, current.endsAt, offsetAt(current.endsAt)) };
}

/** The length of one pass through the items scheduled at `at` (the preview of a program's loop shows it). */
export function loopLength(items: readonly TimelineItem[], at: number, offset = 0): number {
  return loopAt(items, at, offset).reduce((sum, entry) => sum + lengthOf(entry.item), 0);
}
