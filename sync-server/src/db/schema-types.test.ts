import fs from 'node:fs/promises';
import { expect, it } from 'vitest';
import { generatedSchemaFile, generateSchemaTypes } from './schema-types';

it('keeps the table types of the migrated schema', { timeout: 30_000 }, async () => {
  const committed = await fs.readFile(generatedSchemaFile, 'utf8');
  expect(await generateSchemaTypes(), 'generated-schema.ts is not what the migrations make: run npm run db:types').toBe(committed);
});
