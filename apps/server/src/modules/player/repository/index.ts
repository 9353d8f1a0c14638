export { type PairingRow, pairingRepo } from './pairings.ts';
export { credentialRepo } from './credentials.ts';
