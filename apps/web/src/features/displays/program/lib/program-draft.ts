import { type ProgramAnswer, type ProgramBody, type ProgramItem, programLimits } from '@plakat/shared';
import { type TimelineItem, loopLength } from '@plakat/shared/player/timeline';

/** One row of the program as the editor holds it until Save (the server's item, or a file just picked). */
export type DraftRow = {
  /** React's key and the drag's handle on the row: the item's id, or a new one for a picked file. */
  key: string;
  fileId: string;
  title: string;
  kind: ProgramItem['kind'];
  designId: string | null;
  thumbUrl: string | null;
  missing: boolean;
  /** Seconds on screen of a picture or design; null for a video, which plays `videoSeconds` (its own length). */
  seconds: number | null;
  videoSeconds: number | null;
  /** ISO days (1 Monday .. 7 Sunday), ascending; empty: every day. */
  days: number[];
  /** 'HH:MM' or '' (no hours: both empty). */
  from: string;
  to: string;
};

/** A pool file picked for the program, as the picker's caller reads it (GET /mediapools/files/{id}). */
export type PickedFile = { id: string; title: string; type: string; thumbUrl: string | null; duration: number | null };

export function rowOf(item: ProgramItem): DraftRow {
  const video = item.kind === 'video';
  return {
    key: item.id,
    fileId: item.fileId,
    title: item.title,
    kind: item.kind,
    designId: item.designId,
    thumbUrl: item.thumbUrl,
    missing: item.missing,
    seconds: video ? null : (item.durationSeconds ?? Math.round(item.playSeconds)),
    videoSeconds: video ? item.playSeconds : null,
    days: [...item.days].sort((a, b) => a - b),
    from: item.hours?.from ?? '',
    to: item.hours?.to ?? '',
  };
}

export const rowsOf = (answer: ProgramAnswer | undefined): DraftRow[] => (answer?.items ?? []).map(rowOf);

let picked = 0;
/** A row for a file picked from the pool: a picture plays the default seconds, a video its own length. */
export function rowOfFile(file: PickedFile): DraftRow {
  const video = file.type.startsWith('video/');
  picked += 1;
  return {
    key: `new-${picked}-${file.id}`,
    fileId: file.id,
    title: file.title,
    kind: video ? 'video' : 'image',
    designId: null,
    thumbUrl: file.thumbUrl,
    missing: false,
    seconds: video ? null : programLimits.defaultSeconds,
    videoSeconds: video ? (file.duration ?? null) : null,
    days: [],
    from: '',
    to: '',
  };
}

/** The PUT body: the rows in their order; hours only where a time was given (an incomplete pair is the server's 400). */
export function bodyOf(rows: readonly DraftRow[]): ProgramBody {
  return {
    items: rows.map((row) => ({
      fileId: row.fileId,
      durationSeconds: row.kind === 'video' ? null : row.seconds,
      days: row.days,
      hours: row.from || row.to ? { from: row.from, to: row.to } : null,
    })),
  };
}

/** Whether the rows differ from the saved program (order, files, durations, days, hours). */
export const isChanged = (rows: readonly DraftRow[], saved: readonly DraftRow[]) =>
  JSON.stringify(bodyOf(rows)) !== JSON.stringify(bodyOf(saved));

/** The rows with the one at `from` moved to `to` (indexes in the list before the move). */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  const next = [...rows];
  if (from < 0 || from >= rows.length || to < 0 || to >= rows.length || from === to) return next;
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row);
  return next;
}

/** Seconds a row plays: its duration, a video's own length, or the default when that is not known yet. */
export const playSecondsOf = (row: DraftRow) =>
  row.kind === 'video'
    ? (row.videoSeconds ?? programLimits.defaultSeconds)
    : (row.seconds ?? programLimits.defaultSeconds);

/** The rows as the player's timeline sees them (a deleted file is skipped by the player). */
export const timelineOf = (rows: readonly DraftRow[], schedules = true): TimelineItem[] =>
  rows
    .filter((row) => !row.missing)
    .map((row) => ({
      id: row.key,
      durationMs: playSecondsOf(row) * 1000,
      days: schedules ? row.days : [],
      hours: schedules && row.from && row.to ? { from: row.from, to: row.to } : null,
    }));

/** Seconds of one pass: every item (`at` null), or the items scheduled at `at` in the browser's local time. */
export function loopSeconds(rows: readonly DraftRow[], at: Date | null): number {
  if (!at) return loopLength(timelineOf(rows, false), 0) / 1000;
  return loopLength(timelineOf(rows), at.getTime(), -at.getTimezoneOffset()) / 1000;
}

/** Seconds as m:ss (1:05), hours as h:mm:ss. */
export function clockOf(totalSeconds: number): string {
  const seconds = Math.round(totalSeconds);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Field errors of a 400 (`items.3.hours.to`) by row index and field group (duration, days, hours, file). */
export type RowErrors = Map<number, Partial<Record<'duration' | 'days' | 'hours' | 'file', string[]>>>;
export function rowErrorsOf(errors: readonly { path?: string; message: string }[]): {
  rows: RowErrors;
  other: string[];
} {
  const rows: RowErrors = new Map();
  const other: string[] = [];
  for (const { path, message } of errors) {
    const match = /^items\.(\d+)\.(\w+)/.exec(path ?? '');
    if (!match) {
      other.push(message);
      continue;
    }
    const group =
      match[2] === 'durationSeconds' ? 'duration' : match[2] === 'days' || match[2] === 'hours' ? match[2] : 'file';
    const row = rows.get(Number(match[1])) ?? {};
    row[group] = [...(row[group] ?? []), message];
    rows.set(Number(match[1]), row);
  }
  return { rows, other };
}
