/** Regenerates the SDK's row types from the entity registry: `npm run sdk:tipos`. */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { SDK_TYPES_FILE, sdkTypes } from './sdk-types';

writeFileSync(SDK_TYPES_FILE, sdkTypes());
console.log(`Escrito ${SDK_TYPES_FILE}`);
