import { z } from 'zod';
import { langSchema, v } from './common.ts';
import { singleLineText } from './text.ts';

/**
 * The contracts of a screen's status (issue 25, `docs/api/player.md`): its heartbeat, screenshots on request, proof of
 * play, and what the display overview and details page show of them.
 */
export const playerStatusLimits = {
  /** How often a screen reports until the server's answer says otherwise (PLAYER_HEARTBEAT_SECONDS, default 30). */
  heartbeatSeconds: 30,
  /** A screen counts as offline after this many missed heartbeats (90 s by default). */
  missedHeartbeats: 3,
  /** The share of an item that must have played for a play to count. */
  countedShare: 0.75,
  playsPerBatch: 500,
  /** The widest range the plays report covers, and its default. */
  playsMaxDays: 92,
  playsDefaultDays: 7,
  /** A screenshot upload's body; the stored picture is re-encoded and at most `screenshotMaxEdge` px wide or high. */
  screenshotMaxBytes: 8 * 1024 * 1024,
  screenshotMaxEdge: 1920,
  /** The company's offline alert delay in minutes. */
  offlineAlertMaxMinutes: 1440,
  offlineAlertDefaultMinutes: 5,
} as const;

const count = (max: number) => z.number({ error: v.invalid }).int(v.invalid).min(0, v.invalid).max(max, v.invalid);

/** POST /api/player/displays/{displayId}/heartbeat, every 30 s by default (the answer says when the next is due). */
export const heartbeatBody = z.strictObject({
  /** The manifest item on screen now (null: nothing plays). */
  currentItemId: z.string({ error: v.invalid }).max(100, v.tooLong).nullable().default(null),
  currentTitle: singleLineText(200).nullable().default(null),
  manifestVersion: z.string({ error: v.invalid }).max(100, v.tooLong).nullable().default(null),
  cacheBytes: count(1e13),
  uptimeSeconds: count(10 * 365 * 86_400),
  /** The player's clock minus the server's, measured with the previous heartbeat's answer (±1 day). */
  clockOffsetMs: z.number({ error: v.invalid }).int(v.invalid).min(-86_400_000, v.invalid).max(86_400_000, v.invalid),
  heapBytes: count(1e11),
});
export type HeartbeatBody = z.input<typeof heartbeatBody>;
export const heartbeatAnswer = z.object({
  serverTime: z.string().describe('The server’s clock (ISO); the player measures its clock offset with it'),
  screenshotRequested: z.boolean().describe('A user asked for a screenshot: upload one now'),
  heartbeatSeconds: z
    .number()
    .int()
    .describe('Seconds until the next heartbeat is due (the server’s setting); three missed make the display offline'),
});
export type HeartbeatAnswer = z.infer<typeof heartbeatAnswer>;

const isoTime = z.iso.datetime({ offset: true, error: v.invalid });

/** One playback, as the screen reports it (its own uuid, so a batch sent again counts once). */
export const playReport = z
  .strictObject({
    uuid: z.uuid({ error: v.invalid }),
    itemId: z.string({ error: v.required }).min(1, v.required).max(100, v.tooLong),
    fileId: z.uuid({ error: v.invalid }).nullable(),
    startedAt: isoTime,
    endedAt: isoTime,
    share: z.number({ error: v.invalid }).min(0, v.invalid).max(1, v.invalid),
  })
  .refine((play) => Date.parse(play.endedAt) >= Date.parse(play.startedAt), { message: v.invalid, path: ['endedAt'] });
/** POST /api/player/displays/{displayId}/plays: a batch of up to 500 playbacks. */
export const playsBody = z.strictObject({
  plays: z.array(playReport, { error: v.invalid }).min(1, v.required).max(playerStatusLimits.playsPerBatch, v.tooLong),
});
export type PlaysBody = z.infer<typeof playsBody>;
export const playsAnswer = z.object({
  accepted: z.number().int().describe('Plays new to the server (a uuid it had already is not counted again)'),
  counted: z.number().int().describe('Of those, the ones that played at least 75 %'),
});

/**
 * What goes wrong on a screen that the display's log should show: a downloaded file whose SHA-256 is not the
 * manifest's (the screen keeps its old copy and fetches again), an item the screen could not play (skipped).
 */
export const screenProblemKinds = ['fileHashMismatch', 'itemFailed'] as const;
export type ScreenProblemKind = (typeof screenProblemKinds)[number];
export type ScreenProblem = { kind: ScreenProblemKind; fileId: string | null };
/** POST /api/player/displays/{displayId}/problems: the screen's queued problems, at most 100 at once. */
export const screenProblemsBody = z.strictObject({
  problems: z
    .array(
      z.strictObject({
        kind: z.enum(screenProblemKinds, { error: v.invalid }),
        fileId: z.string({ error: v.invalid }).max(100, v.tooLong).nullable().default(null),
        at: isoTime,
      }),
      { error: v.invalid },
    )
    .min(1, v.required)
    .max(100, v.tooLong),
});
export type ScreenProblemsBody = z.input<typeof screenProblemsBody>;
export const screenProblemsAnswer = z.object({
  logged: z.number().int().describe('Problems written to the display log (one per kind and file a day)'),
});

/** What the screen plays now (the expanded row); null when it reports nothing or is offline. */
export const playingNow = z.object({ title: z.string(), since: z.string() }).nullable();

/** GET /api/displays/{displayId}/screenshot: the latest picture and an open request. */
export const screenshotAnswer = z.object({
  screenshot: z
    .object({
      url: z.string().describe('Signed, short-lived image URL'),
      takenAt: z.string(),
      sizeBytes: z.number().int(),
    })
    .nullable(),
  requestedAt: z.string().nullable().describe('A request the screen has not answered yet'),
});
export type ScreenshotAnswer = z.infer<typeof screenshotAnswer>;

const day = z.iso.date({ error: v.invalid });
/** GET /api/displays/{displayId}/plays: counted plays per item and day (`tz`: whose days; default UTC). */
export const playsQuery = z
  .strictObject({
    lang: langSchema.optional(),
    from: day.optional(),
    to: day.optional(),
    tz: z
      .string()
      .max(64)
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, v.invalid)
      .default('UTC'),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    if (days < 0 || days >= playerStatusLimits.playsMaxDays)
      ctx.addIssue({ code: 'custom', message: 'validation.playsRange', path: ['to'] });
  });
export const playsReport = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.string()).describe('Every day of the range, oldest first'),
  items: z.array(
    z.object({
      itemId: z.string(),
      fileId: z.string().nullable(),
      /** The pool file's title; null when the file is gone or the item had none. */
      title: z.string().nullable(),
      total: z.number().int(),
      /** Counted plays per day of `days` (missing days: none). */
      perDay: z.record(z.string(), z.number().int()),
    }),
  ),
});
export type PlaysReport = z.infer<typeof playsReport>;

/** GET/PUT /api/company/display-alerts: minutes a display is offline before its company is told. */
export const displayAlertSettings = z.strictObject({
  offlineAlertMinutes: z
    .number({ error: v.invalid })
    .int(v.invalid)
    .min(0, v.invalid)
    .max(playerStatusLimits.offlineAlertMaxMinutes, v.invalid),
});
export type DisplayAlertSettings = z.infer<typeof displayAlertSettings>;
/** The delay with the silence after which a screen counts as offline (the server's heartbeat setting). */
export const displayAlertAnswer = displayAlertSettings.extend({
  offlineAfterSeconds: z.number().int().describe('Seconds without a heartbeat after which a screen counts as offline'),
});
export type DisplayAlertAnswer = z.infer<typeof displayAlertAnswer>;
