import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { radioNamePath } from './radio-name-path.ts';

const antd = path.dirname(createRequire(import.meta.url).resolve('antd/package.json'));
const read = (file: string) => readFileSync(path.join(antd, 'es', file), 'utf8');

describe('radioNamePath', () => {
  it("matches antd: Radio.Group imports only toNamePathStr from the form's useForm, implemented as the stand-in is", async () => {
    expect(read('radio/group.js')).toContain("import { toNamePathStr } from '../form/hooks/useForm';");
    expect(read('form/hooks/useForm.js')).toMatch(
      /export function toNamePathStr\(name\) {\s+const namePath = toArray\(name\);\s+return namePath\.join\('_'\);/,
    );
    expect(read('form/util.js')).toMatch(
      /export function toArray\(candidate\) {\s+if \(candidate === undefined \|\| candidate === false\) {\s+return \[\];\s+}\s+return Array\.isArray\(candidate\) \? candidate : \[candidate\];/,
    );
    const plugin = radioNamePath();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    const id = resolve('../form/hooks/useForm', path.join(antd, 'es', 'radio', 'group.js'));
    expect(id).not.toBeNull();
    expect(resolve('../form/hooks/useForm', path.join(antd, 'es', 'form', 'Form.js'))).toBeNull();
    const code = (plugin.load as (id: string) => string)(id as string);
    const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    expect(module.toNamePathStr(['a', 'b'])).toBe('a_b');
    expect(module.toNamePathStr('a')).toBe('a');
    expect(module.toNamePathStr(undefined)).toBe('');
    expect(module.toNamePathStr(false)).toBe('');
  });
});
