import fs from 'node:fs/promises';
import { generatedSchemaFile, generateSchemaTypes } from './db/schema-types';

// Writes the table types of the migrated schema: run after adding a migration (npm run db:types).
await fs.writeFile(generatedSchemaFile, await generateSchemaTypes());
console.log(`Wrote ${generatedSchemaFile}`);
