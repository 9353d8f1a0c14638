/**
 * Import boundaries of the server and the web app (`npm run check:boundaries`; docs/architecture.md, "Growing the
 * codebase"; the choice of tool in docs/decisions.md). Rules are path patterns, so folders may move without editing
 * them. Type-only imports count (`tsPreCompilationDeps`): a cycle of types is still a cycle of the design.
 */
const server = '^apps/server/src/';
const serverTests = ['\\.test\\.ts$', `${server}test/`];
const web = '^apps/web/src/';
const webSharedFolders = `${web}(components|lib|hooks|config)/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-no-cycles',
      comment:
        'A cycle means a function sits in the wrong place: move the shared part where both sides can import it one way.',
      severity: 'error',
      from: { path: server },
      to: { circular: true },
    },
    {
      name: 'server-context-internals',
      comment:
        'Another context is reached only through its index.ts (modules/<context>/index.ts); tests may reach inside.',
      severity: 'error',
      from: { path: `${server}modules/([^/]+)/`, pathNot: serverTests },
      to: { path: `${server}modules/[^/]+/`, pathNot: [`${server}modules/$1/`, `${server}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'server-context-internals-from-outside',
      comment: 'Code outside the contexts reaches a context only through its index.ts; tests may reach inside.',
      severity: 'error',
      from: { path: server, pathNot: [`${server}modules/`, ...serverTests] },
      to: { path: `${server}modules/[^/]+/`, pathNot: `${server}modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'server-drizzle-in-repositories',
      comment:
        'drizzle-orm and db/schema are imported only by repositories (repository.ts, repository/), src/db and tests.',
      severity: 'error',
      from: {
        path: server,
        pathNot: ['/repository\\.ts$', '/repository/', `${server}db/`, ...serverTests],
      },
      to: { path: ['(^|/)node_modules/drizzle-orm/', `${server}db/schema(/|\\.ts$)`] },
    },
    {
      name: 'web-feature-internals',
      comment:
        'A feature imports another only through its index.ts; shared domain code belongs to the feature that owns the data, exported there.',
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/[^/]+/`, pathNot: [`${web}features/$1/`, `${web}features/[^/]+/index\\.tsx?$`] },
    },
    {
      name: 'web-shared-folders-import-no-feature',
      comment: 'components/, lib/, hooks/ and config/ hold domain-free code: move the code into the feature instead.',
      severity: 'error',
      from: { path: webSharedFolders },
      to: { path: `${web}features/` },
    },
    {
      name: 'web-shell-through-entry-files',
      comment:
        'The app shell reaches a feature through its index.ts, or the index.ts of an area loaded as a chunk of its own (features/displays/wizard/index.ts).',
      severity: 'error',
      from: { path: web, pathNot: [`${web}features/`, webSharedFolders] },
      to: {
        path: `${web}features/`,
        pathNot: [`${web}features/[^/]+/index\\.tsx?$`, `${web}features/[^/]+/[^/]+/index\\.tsx?$`],
      },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: ['node_modules', '^packages/'] },
    exclude: { path: ['(^|/)dist/', '/migrations/'] },
    moduleSystems: ['es6'],
  },
};
