export { type PairingRow, pairingRepo } from './pairings.ts';
export { credentialRepo } from './credentials.ts';
export { recordHeartbeat } from './status.ts';
export { type StoredShot, screenshotKeyAt, screenshotRepo } from './screenshots.ts';
export { type PlayedItem, type PlaysPerDay, playsPerDay, recordPlays } from './plays.ts';
export { type Notice, monitorRepo } from './monitor.ts';
export { alertSettingsRepo } from './settings.ts';
