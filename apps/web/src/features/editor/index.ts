export { DesignEditorPage } from './routes/editor-page.tsx';
export { DesignListPage } from './routes/design-list-page.tsx';
