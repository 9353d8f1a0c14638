// Each page loads on its own (app/router.tsx): the design list does not download the canvas (konva), nor the canvas
// the list's cards and dialogs.
export const designListPage = () => import('./routes/design-list-page.tsx').then((m) => m.DesignListPage);
export const designEditorPage = () => import('./routes/editor-page.tsx').then((m) => m.DesignEditorPage);
export { designKeys } from './api/keys.ts';
