import { createHash } from 'node:crypto';

/** Only the SHA-256 hash of an invitation's token is stored, as for the auth context's e-mail tokens. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
