import { z } from 'zod';
import { minutesOfDay } from '../player/timeline.ts';
import { v } from './common.ts';

/**
 * A display's program (issue 25, `docs/api/player.md`): the ordered pool pictures, pool videos and published designs
 * its screen plays, each with a duration (a video its own length), optional days of the week and hours. Edited on the
 * display's details page with EDIT_DISPLAY; the player gets it in its manifest and plays it by
 * `player/timeline.ts`.
 */

export const programLimits = { maxItems: 200, minSeconds: 1, maxSeconds: 3600, defaultSeconds: 10 } as const;

const timeOfDay = z
  .string({ error: v.required })
  .refine((value) => minutesOfDay(value) !== null, 'validation.timeOfDay')
  .describe("Local time of day, 'HH:MM'");

/** Local hours an item plays in; an end before the start runs past midnight, the end excluded. */
export const programHours = z.strictObject({ from: timeOfDay, to: timeOfDay }).refine((h) => h.from !== h.to, {
  message: 'validation.programHoursEqual',
  path: ['to'],
});

const programItemFields = {
  fileId: z
    .uuid({ error: v.invalid })
    .describe('A media pool file of the display’s company: picture, video or published design'),
  /** Seconds on screen; null for a video (its own length). A picture without one plays `defaultSeconds`. */
  durationSeconds: z
    .number({ error: v.invalid })
    .int(v.invalid)
    .min(programLimits.minSeconds, v.invalid)
    .max(programLimits.maxSeconds, v.invalid)
    .nullable()
    .default(null),
  /** ISO days of the week (1 Monday .. 7 Sunday); empty: every day. */
  days: z
    .array(z.number().int().min(1).max(7), { error: v.invalid })
    .max(7)
    .refine((days) => new Set(days).size === days.length, v.invalid)
    .default([]),
  hours: programHours.nullable().default(null),
};

/** PUT /api/displays/{displayId}/program: the whole program in its order (replaces the one before). */
export const programBody = z.strictObject({
  items: z.array(z.strictObject(programItemFields)).max(programLimits.maxItems, 'validation.programTooLong'),
});
export type ProgramBody = z.input<typeof programBody>;

export const programItemKinds = ['image', 'video', 'design'] as const;

/** One item as the details page shows it. */
export const programItem = z.object({
  id: z.uuid(),
  fileId: z.uuid(),
  onlineId: z.number().int().describe('The pool file’s number'),
  title: z.string(),
  kind: z.enum(programItemKinds),
  /** The published design whose picture this is (a link to the editor); null for other files. */
  designId: z.uuid().nullable(),
  thumbUrl: z.string().nullable(),
  /** Seconds as set; null: the video's own length or the default. */
  durationSeconds: z.number().int().nullable(),
  /** Seconds it plays: the set duration, a video's own length, or the default. */
  playSeconds: z.number(),
  days: z.array(z.number().int()),
  hours: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** The file was deleted from the pool since: the player skips it and reports it. */
  missing: z.boolean(),
});
export type ProgramItem = z.infer<typeof programItem>;

/** GET and PUT /api/displays/{displayId}/program. */
export const programAnswer = z.object({
  items: z.array(programItem),
  /** Seconds of the whole loop when every item is scheduled. */
  loopSeconds: z.number(),
  updatedAt: z.string().nullable(),
});
export type ProgramAnswer = z.infer<typeof programAnswer>;
