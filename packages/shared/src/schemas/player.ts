import { z } from 'zod';
import { normalizePairingCode } from '../player/pairing.ts';
import { v } from './common.ts';

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

/** POST /api/player/token: the player token of a display's token mail (24 random bytes, base64url). */
export const playerTokenBody = z.strictObject({
  token: z.string({ error: v.required }).regex(/^[A-Za-z0-9_-]{32}$/, v.invalid),
});
export const playerTokenAnswer = z.object({
  credential: z.string().describe('The player’s bearer token for /api/player/*'),
  displayId: z.uuid(),
});
