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

/**
 * Licences a production dependency may have: permissive ones and the GNU licences the AGPL can be combined with
 * (GPL-3.0 by its section 13). A licence that restricts use (Hippocratic, Commons Clause, ...) adds restrictions the
 * AGPL forbids, so it fails here (docs/decisions.md, "Licence").
 */
const compatible = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  '0BSD',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'LGPL-2.1',
  'LGPL-3.0-or-later',
  'GPL-3.0',
  'GPLv3',
  // ffmpeg's own statement (LGPL 2.1 or later, GPL with some build options), named by a link.
  'https://git.ffmpeg.org/gitweb/ffmpeg.git/blob_plain/HEAD:/LICENSE.md',
]);

/**
 * Packages whose lock entry names no licence although the package states one elsewhere; each named with where.
 * combine-errors 3.0.3 (tus-js-client's, the media pool's resumable uploads): no licence field in its package.json,
 * its Readme says "License: MIT" (docs/decisions.md).
 */
const statedElsewhere: Record<string, string> = { 'node_modules/combine-errors': 'MIT' };

/**
 * The design editor's bundled web fonts (@fontsource, SIL Open Font License 1.1): font files served beside the
 * program, not code combined with it, and the OFL allows bundling them with any software (docs/decisions.md, "Fonts
 * of the design editor"). Accepted for font packages only.
 */
const fontLicence = { package: /^node_modules\/@fontsource\/[^/]+$/, licence: 'OFL-1.1' };

describe('production dependencies', () => {
  it('have licences that go with the AGPL', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { dev?: boolean; link?: boolean; license?: unknown }>;
    };
    const refused = Object.entries(lock.packages)
      .filter(([where, entry]) => where.includes('node_modules/') && !entry.dev && !entry.link)
      .filter(([where, entry]) => {
        const license = entry.license ?? statedElsewhere[where];
        if (license === fontLicence.licence && fontLicence.package.test(where)) return false;
        const parts = typeof license === 'string' ? license.split(' AND ') : [String(license)];
        return !parts.every((part) => compatible.has(part));
      })
      .map(([where, entry]) => `${where}: ${String(entry.license)}`);
    expect(refused).toEqual([]);
  });
});
