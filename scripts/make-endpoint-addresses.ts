/**
 * Writes shared/src/endpoint-addresses.ts from the endpoint table.
 * Run: npm run api:addresses
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { addressesSource } from '../shared/src/endpoint-addresses-source';
import { endpointParts } from '../shared/src/endpoints';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../shared/src/endpoint-addresses.ts');
const options = await resolveConfig(file);
writeFileSync(file, await format(addressesSource(endpointParts), { ...options, filepath: file }));
