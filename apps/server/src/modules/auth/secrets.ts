import { createHash, randomBytes } from 'node:crypto';

/** Only the SHA-256 of a refresh or e-mail token is stored; the raw token exists only in the answer or the mail. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');
