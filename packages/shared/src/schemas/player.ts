import { z } from 'zod';
import { normalizePairingCode } from '../player/pairing.ts';
import { clockElement, dateElement } from '../editor/document.ts';
import { v } from './common.ts';
import { programItemKinds } from './program.ts';

/** The contracts of the player's pairing (issue 25, `docs/api/player.md`). */

/** A device secret or credential: 43 characters of base64url (32 random bytes). */
const deviceSecret = z.string().regex(/^[A-Za-z0-9_-]{43}$/, v.invalid);

/** POST /api/player/pairings: a new code for an unpaired player. */
export const pairingStartAnswer = z.object({
  pairingId: z.uuid(),
  code: z.string().describe('6 characters without 0, O, 1 or I; shown as ABC-234'),
  secret: z.string().describe('Kept by the player, never shown: it polls with it'),
  expiresAt: z.string().describe('ISO time after which the code cannot be claimed'),
  pollSeconds: z.number().int().describe('How often the player asks'),
});
export type PairingStartAnswer = z.infer<typeof pairingStartAnswer>;

/** POST /api/player/pairings/poll: has my code been claimed? */
export const pairingPollBody = z.strictObject({ pairingId: z.uuid({ error: v.invalid }), secret: deviceSecret });
export const pairingPollAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), expiresAt: z.string() }),
  z.object({
    status: z.literal('paired'),
    credential: z.string().describe('The player’s bearer token for /api/player/*; answered once'),
    displayId: z.uuid(),
  }),
]);
export type PairingPollAnswer = z.infer<typeof pairingPollAnswer>;

/** POST /api/displays/{displayId}/player: a user enters the code the screen shows. */
export const pairingClaimBody = z.strictObject({
  code: z
    .string({ error: v.required })
    .max(20, v.invalid)
    .transform((value, ctx) => {
      const code = normalizePairingCode(value);
      if (code) return code;
      ctx.addIssue({ code: 'custom', message: 'validation.pairingCode' });
      return z.NEVER;
    }),
});

/** GET /api/player/me: the display a credential plays for. */
export const playerSelfAnswer = z.object({
  displayId: z.uuid(),
  onlineId: z.number().int(),
  title: z.string(),
});
export type PlayerSelfAnswer = z.infer<typeof playerSelfAnswer>;

/** POST /api/player/token: the player token of a display's token mail (24 random bytes, base64url). */
export const playerTokenBody = z.strictObject({
  token: z.string({ error: v.required }).regex(/^[A-Za-z0-9_-]{32}$/, v.invalid),
});
export const playerTokenAnswer = z.object({
  credential: z.string().describe('The player’s bearer token for /api/player/*'),
  displayId: z.uuid(),
});
export type PlayerTokenAnswer = z.infer<typeof playerTokenAnswer>;

/** A file the manifest names: the player downloads it once, checks its SHA-256 and keeps it by that hash. */
export const manifestFile = z.object({
  id: z.uuid(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int(),
  mime: z.string(),
  url: z.string().describe('GET with the player credential; answers ranges'),
});

/** A live element of a published design, drawn by the player over the picture (absolute, in the design's pixels). */
export const manifestLiveElement = z.union([clockElement, dateElement]);

export const manifestItem = z.object({
  id: z.string().describe('The program item (or placeholder) this entry plays; proof of play names it'),
  fileId: z.uuid(),
  /** The pool file's title (what the display overview says is playing); null for a placeholder picture. */
  title: z.string().nullable(),
  kind: z.enum(programItemKinds),
  durationMs: z.number().int(),
  days: z.array(z.number().int()),
  hours: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** A published design's clock and date elements and the size they are placed in; null for other files. */
  live: z.object({ width: z.number(), height: z.number(), elements: z.array(manifestLiveElement) }).nullable(),
});
export type ManifestItem = z.infer<typeof manifestItem>;

/** GET /api/player/displays/{displayId}/manifest (ETag: the version; 304 when unchanged). */
export const playerManifest = z.object({
  version: z.string().describe('Changes whenever anything the screen plays changes'),
  displayId: z.uuid(),
  /** `program`: the display's program; `placeholders`: it has none, its placeholder pictures play. */
  source: z.enum(['program', 'placeholders']),
  items: z.array(manifestItem),
  /**
   * The display's placeholder pictures: what plays while no item of the program is scheduled (days, hours). With
   * `source: 'placeholders'` they are the items too.
   */
  placeholders: z.array(manifestItem),
  files: z.array(manifestFile),
});
export type PlayerManifest = z.infer<typeof playerManifest>;
