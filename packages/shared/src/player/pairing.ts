/**
 * Pairing a screen by device code (issue 25, in the shape of RFC 8628): an unpaired player shows a short code, a user
 * with the display's rights enters it on the display, and the player, polling with its private secret, receives its
 * credential once. Zod-free: the player app imports it.
 */
export const pairingLimits = {
  /** Characters of a code. */
  codeLength: 6,
  /** How long a code can be claimed, in seconds. */
  validSeconds: 600,
  /** How often the player asks whether its code was claimed, in seconds. */
  pollSeconds: 3,
} as const;

/** The characters of a code: no 0, O, 1 or I, which read alike on a screen across the room. */
export const pairingAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A code as typed (any case, spaces or a hyphen between the halves) in its stored form; null when it cannot be one. */
export function normalizePairingCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== pairingLimits.codeLength) return null;
  return [...code].every((char) => pairingAlphabet.includes(char)) ? code : null;
}

/** A code as shown: two groups of three (`ABC-234`), easier to read out and type. */
export const formatPairingCode = (code: string) => `${code.slice(0, 3)}-${code.slice(3)}`;
