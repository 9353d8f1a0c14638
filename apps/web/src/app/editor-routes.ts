import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { loadEditorTexts } from '../lib/i18n.ts';
import { page } from './route-page.ts';

const editor = () => Promise.all([import('../features/editor/index.ts'), loadEditorTexts()]).then(([m]) => m);

const d = paths.dashboard;

/** The design editor (issue 24): the design list, and a design on its canvas. */
export const editorPages: RouteObject[] = [
  {
    path: d.editor,
    ...page('titles.editor', () => editor().then((m) => ({ Component: m.DesignListPage }))),
  },
  {
    path: d.editorCanvas(),
    ...page('titles.editorCanvas', () => editor().then((m) => ({ Component: m.DesignEditorPage }))),
  },
];
