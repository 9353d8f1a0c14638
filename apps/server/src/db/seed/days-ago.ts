const day = 24 * 60 * 60 * 1000;

/** A moment `days` before the seed's clock, so the demo data looks lived-in whenever it is made. */
export const daysAgo = (days: number, now: number) => new Date(now - days * day);
/** The calendar date (YYYY-MM-DD) `days` before the seed's clock. */
export const dateDaysAgo = (days: number, now: number) => daysAgo(days, now).toISOString().slice(0, 10);
