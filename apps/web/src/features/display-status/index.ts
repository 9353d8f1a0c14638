// A display's screen status on the web (issue 25): the details page's sections and the profile's alert delay, each a
// lazily loaded chunk; the overview's connection column lives in the displays feature (it must be tiny).
export { DisplayStatusSections, OfflineAlertSettings } from './lazy.tsx';
export { displayStatusKeys } from './api/keys.ts';
