import { createHash, randomBytes, randomInt } from 'node:crypto';
import { pairingAlphabet, pairingLimits } from '@plakat/shared';

/** A device secret or credential: 32 random bytes, base64url (43 characters). */
export const newSecret = () => randomBytes(32).toString('base64url');

/** What is stored of a secret: its SHA-256 (the secret itself has 256 bits; no salt or slow hash is needed). */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** A random code of the pairing alphabet. */
export const newPairingCode = () =>
  Array.from({ length: pairingLimits.codeLength }, () => pairingAlphabet[randomInt(pairingAlphabet.length)]).join('');
