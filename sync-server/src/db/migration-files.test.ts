import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test/test-app';
import { migrationsIn } from './migration-files';

const migration = 'export async function up() {}\n';

function folderWith(files: string[]): string {
  const folder = path.join(tempDir(), 'migrations');
  mkdirSync(folder);
  for (const file of files) writeFileSync(path.join(folder, file), migration);
  return folder;
}

describe('migration files', () => {
  it('are found in their folder, in name order, the numbered first and then by the minute they were written', async () => {
    const found = await migrationsIn(folderWith(['202612011200-later.ts', '020-health-checks.ts', '202611271630-sooner.ts', 'dialect.ts']));
    expect(Object.keys(found)).toEqual(['020-health-checks', '202611271630-sooner', '202612011200-later']);
    expect(typeof found['202611271630-sooner']!.up).toBe('function');
  });

  it('refuse a file named like a migration but not as one, instead of leaving it unapplied', async () => {
    for (const file of ['021-next.ts', '2026112716-short.ts', '202611271630_underscore.ts', '202611271630-Capital.ts'])
      await expect(migrationsIn(folderWith([file]))).rejects.toThrow(file);
  });
});
