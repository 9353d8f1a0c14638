// Each page loads on its own (app/router.tsx): the upload page does not download the edit form, nor the tus client
// (loaded with the first upload).
export const uploadPage = () => import('./upload/routes/upload-page.tsx').then((m) => m.UploadPage);
export const editPage = () => import('./edit/routes/edit-page.tsx').then((m) => m.EditPage);
