import { loadMediaTexts } from '../../lib/i18n.ts';

// Each page loads on its own (app/router.tsx): the upload page does not download the edit form, nor the tus client
// (loaded with the first upload); the overview's expanded row, viewer and video player load when a row opens.
export const uploadPage = () => import('./upload/routes/upload-page.tsx').then((m) => m.UploadPage);
export const editPage = () => import('./edit/routes/edit-page.tsx').then((m) => m.EditPage);
export const mediaListPage = () => import('./overview/routes/media-list-page.tsx').then((m) => m.MediaListPage);
export const mediaSearchPage = () => import('./overview/routes/media-search-page.tsx').then((m) => m.MediaSearchPage);
export const mediaDetailsPage = () => import('./details/routes/media-details-page.tsx').then((m) => m.MediaDetailsPage);
export { mediaListLoader } from './overview/routes/list-loader.ts';
/** The display wizard's placeholder step picks pool pictures through this dialog (the picker mode of the overview). */
export const poolPicker = () =>
  Promise.all([import('./picker/pool-picker.tsx'), loadMediaTexts()]).then(([m]) => m.PoolPicker);
/** The media assignment page of the user management shows the overview in assignment mode (with the media texts). */
export const mediaAssignmentOverview = () =>
  Promise.all([import('./overview/components/media-assignment-overview.tsx'), loadMediaTexts()]).then(
    ([m]) => m.MediaAssignmentOverview,
  );
export { mediaPoolKeys } from './api/keys.ts';
