import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** One licence everywhere it is stated: LICENSE, the root package and every workspace (the API document: openapi.ts). */
const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const rootPackage = JSON.parse(read('package.json')) as { license?: string; workspaces: string[] };

describe('licence', () => {
  it('LICENSE holds the GNU AGPL version 3', () => {
    expect(read('LICENSE')).toMatch(/^GNU AFFERO GENERAL PUBLIC LICENSE\nVersion 3, 19 November 2007\n/);
  });

  it.each(['.', ...rootPackage.workspaces])('%s/package.json says AGPL-3.0-or-later', (dir) => {
    expect(JSON.parse(read(path.join(dir, 'package.json'))).license).toBe('AGPL-3.0-or-later');
  });
});
