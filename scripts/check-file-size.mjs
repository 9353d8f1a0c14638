#!/usr/bin/env node
// Guard rail: no source file over 300 lines. Tests, migrations, generated files and translations are exempt
// (their length follows the data or the cases, not the design).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX_LINES = 300;
const source = /\.(ts|tsx|mjs|js|css)$/;
const exempt = [
  /\.test\.tsx?$/,
  /\.spec\.ts$/,
  /(^|\/)migrations\//,
  /(^|\/)i18n\//,
  /(^|\/)e2e\//,
  /(^|\/)test\//,
  /apps\/web\/src\/lib\/api\/schema\.ts$/,
  /apps\/server\/src\/db\/reference\/lookups-data\.ts$/,
];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'packages'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => source.test(f) && !exempt.some((re) => re.test(f)));

const tooLong = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the working tree
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_LINES) tooLong.push({ file, lines });
}

if (tooLong.length > 0) {
  console.error(`Source files over ${MAX_LINES} lines (split them by job):`);
  for (const { file, lines } of tooLong.sort((a, b) => b.lines - a.lines)) console.error(`  ${lines}  ${file}`);
  process.exit(1);
}
console.log(`file size: ${files.length} source files, none over ${MAX_LINES} lines`);
