import { describe, expect, it } from 'vitest';
import { groupMembers, startChunkGroups } from './start-chunk-group.ts';

const nm = '/repo/node_modules';
const web = '/repo/apps/web/src';
/** A small module graph: what rolldown's getModuleInfo answers for each id. */
const graph: Record<string, { code: string; importedIds: string[]; exports?: string[] }> = {
  [`${web}/login.tsx`]: {
    code: 'import { Button, Form } from "antd";\nimport { MailOutlined } from "@ant-design/icons";\nimport { loginErrorCodes } from "@plakat/shared";\nimport { helper } from "./helper.ts";',
    importedIds: [
      `${nm}/antd/es/index.js`,
      `${nm}/@ant-design/icons/es/index.js`,
      '/repo/packages/shared/src/index.ts',
      `${web}/helper.ts`,
    ],
  },
  [`${web}/helper.ts`]: { code: 'export const helper = 1;', importedIds: [] },
  [`${web}/toasts.tsx`]: { code: 'import { message } from "antd";', importedIds: [`${nm}/antd/es/index.js`] },
  [`${nm}/antd/es/index.js`]: {
    code: "export { default as Button } from './button';\nexport { default as Form } from './form';\nexport { default as Table } from './table';\nexport { default as message } from './message';",
    importedIds: [
      `${nm}/antd/es/button/index.js`,
      `${nm}/antd/es/form/index.js`,
      `${nm}/antd/es/table/index.js`,
      `${nm}/antd/es/message/index.js`,
    ],
  },
  [`${nm}/antd/es/button/index.js`]: {
    code: "import '../style/motion.js';",
    importedIds: [`${nm}/antd/es/style/motion.js`],
  },
  [`${nm}/antd/es/form/index.js`]: {
    code: "import '../style/motion.js';",
    importedIds: [`${nm}/antd/es/style/motion.js`],
  },
  [`${nm}/antd/es/table/index.js`]: { code: '', importedIds: [] },
  [`${nm}/antd/es/message/index.js`]: {
    code: "import '../style/motion.js';",
    importedIds: [`${nm}/antd/es/style/motion.js`],
  },
  [`${nm}/antd/es/style/motion.js`]: { code: '', importedIds: [] },
  [`${nm}/@ant-design/icons/es/index.js`]: {
    code: 'export * from "./icons";',
    importedIds: [`${nm}/@ant-design/icons/es/icons/index.js`],
  },
  [`${nm}/@ant-design/icons/es/icons/index.js`]: {
    code: 'export { default as MailOutlined } from "./MailOutlined";\nexport { default as LockOutlined } from "./LockOutlined";',
    importedIds: [
      `${nm}/@ant-design/icons/es/icons/MailOutlined.js`,
      `${nm}/@ant-design/icons/es/icons/LockOutlined.js`,
    ],
  },
  [`${nm}/@ant-design/icons/es/icons/MailOutlined.js`]: { code: '', importedIds: [] },
  [`${nm}/@ant-design/icons/es/icons/LockOutlined.js`]: { code: '', importedIds: [] },
  '/repo/packages/shared/src/index.ts': {
    code: "export * from './constants.ts';\nexport * from './schemas/auth.ts';",
    importedIds: ['/repo/packages/shared/src/constants.ts', '/repo/packages/shared/src/schemas/auth.ts'],
  },
  '/repo/packages/shared/src/constants.ts': { code: '', importedIds: [], exports: ['loginErrorCodes'] },
  '/repo/packages/shared/src/schemas/auth.ts': {
    code: "import 'zod';",
    importedIds: [`${nm}/zod/index.js`],
    exports: ['loginBody'],
  },
  [`${nm}/zod/index.js`]: { code: '', importedIds: [] },
};
const ctx = {
  getModuleInfo: (id: string) => {
    const info = graph[id];
    return info ? { code: info.code, importedIds: info.importedIds, exports: info.exports ?? [] } : null;
  },
};
const login = `${web}/login.tsx`;
const toasts = `${web}/toasts.tsx`;
const membersOf = (...args: Parameters<typeof groupMembers>) => [...groupMembers(...args)];

describe('start chunk groups', () => {
  it('takes the roots and what they import, through the barrels only the names they import', () => {
    const members = membersOf({ name: 'public', roots: [login] }, ctx);
    expect(members.sort()).toEqual(
      [
        `${web}/login.tsx`,
        `${web}/helper.ts`,
        `${nm}/antd/es/button/index.js`,
        `${nm}/antd/es/form/index.js`,
        `${nm}/antd/es/style/motion.js`,
        `${nm}/@ant-design/icons/es/icons/MailOutlined.js`,
        '/repo/packages/shared/src/constants.ts',
      ].sort(),
    );
  });

  it('leaves out what the modules in `except` import', () => {
    const members = membersOf({ name: 'public', roots: [login], except: [toasts] }, ctx);
    expect(members).not.toContain(`${nm}/antd/es/style/motion.js`);
    expect(members).toContain(`${nm}/antd/es/form/index.js`);
  });

  it('fills groups of fixed names once the graph is complete, each testing its own members', () => {
    const { plugin, groups } = startChunkGroups([
      { name: 'public', roots: [login] },
      { name: 'toasts', roots: [toasts] },
    ]);
    expect(groups.map((g) => g.name)).toEqual(['public', 'toasts']);
    expect(groups.every((g) => g.includeDependenciesRecursively === false)).toBe(true);
    // Before the build has ended no module is known.
    expect(groups[0].test(login)).toBe(false);
    const buildEnd = plugin.buildEnd as (this: unknown, error?: Error) => void;
    buildEnd.call({ getModuleInfo: ctx.getModuleInfo });
    expect(groups[0].test(login)).toBe(true);
    expect(groups[0].test(`${nm}/antd/es/table/index.js`)).toBe(false);
    expect(groups[1].test(`${nm}/antd/es/message/index.js`)).toBe(true);
    expect(groups[1].test(login)).toBe(false);
  });

  it('with `within`, takes only what those modules import too', () => {
    const members = membersOf({ name: 'chrome', roots: [login], within: [toasts] }, ctx);
    expect(members).toEqual([`${nm}/antd/es/style/motion.js`]);
  });
});
