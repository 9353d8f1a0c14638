import type { Plugin } from 'vite';

const virtualId = '\0plakat-radio-name-path';

/**
 * antd's Radio.Group imports one helper, `toNamePathStr`, from `antd/es/form/hooks/useForm`, and that module brings
 * antd's whole form engine with it (rc-component's useForm, scroll-into-view; about 8 kB brotli). Every antd Table
 * imports Radio (its filter dropdown), so every list downloaded the form engine before its first row. This plugin
 * gives radio/group.js a module with just that helper (the same two lines as antd 6's); every Form still gets the real
 * module. A test (scripts/radio-name-path.test.ts) checks antd still exports and implements it the same way.
 */
export function radioNamePath(): Plugin {
  return {
    name: 'plakat-radio-name-path',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../form/hooks/useForm' && importer && /[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/.test(importer))
        return virtualId;
      return null;
    },
    load(id) {
      if (id !== virtualId) return null;
      return `export function toNamePathStr(name) {
  const namePath = name === undefined || name === false ? [] : Array.isArray(name) ? name : [name];
  return namePath.join('_');
}
`;
    },
  };
}
