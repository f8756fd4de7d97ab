import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { syncedTables } from './synced-tables';

const src = path.join(import.meta.dirname, '../..');

/**
 * Code that may write synced tables outside this folder: migrations, the first start's seed (it fills
 * a new database that no device has pulled yet) and tests, which set up what they then pull.
 */
const mayWrite = (file: string) =>
  file.startsWith('db/synced/') ||
  file.startsWith('db/migrations/') ||
  file === 'db/seed/demo-seed.ts' ||
  file.startsWith('test/') ||
  file.endsWith('.test.ts');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(src, full).split(path.sep).join('/')] : [];
  });

const written = [...syncedTables, 'changes'];
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const kyselyWrite = new RegExp(`\\.(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\\(\\s*['"\`](${written.join('|')})\\b`, 'g');
const sqlWrite = new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+"?(${written.map(snakeCase).join('|')})"?\\s`, 'gi');
const changeRowsImport = /from '[./]*(db\/)?synced\/change-rows'/g;

/** Each write of a synced table (or of the feed itself) in `file`, as "file: the write". */
function writesIn(file: string): string[] {
  const code = fs.readFileSync(path.join(src, file), 'utf8');
  return [...code.matchAll(kyselyWrite), ...code.matchAll(sqlWrite), ...code.matchAll(changeRowsImport)].map(
    (found) => `${file}: ${found[0].replace(/\s+/g, ' ')}`,
  );
}

describe('writes to synced tables', () => {
  it('go only through db/synced, where each one records its change rows', () => {
    const outside = sourceFiles(src)
      .filter((file) => !mayWrite(file))
      .flatMap(writesIn);
    expect(outside, 'write these through a function of db/synced that records the change').toEqual([]);
  });

  it('are found by this scan, whichever way they are written', () => {
    const scanned = (code: string) =>
      [...code.matchAll(kyselyWrite), ...code.matchAll(sqlWrite), ...code.matchAll(changeRowsImport)].length;
    expect(scanned(`db.updateTable('furniture').set(changes)`)).toBe(1);
    expect(scanned(`trx\n  .deleteFrom('furnitureImages as i')`)).toBe(1);
    expect(scanned('sql`insert into favorites (user_id) values (1)`')).toBe(1);
    expect(scanned(`sql\`update "furniture_tags" set tag_id = 2\``)).toBe(1);
    expect(scanned(`import { recordChange } from '../db/synced/change-rows';`)).toBe(1);
    expect(scanned(`db.selectFrom('furniture').selectAll()`)).toBe(0);
  });
});
