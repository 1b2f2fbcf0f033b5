/** Regenerates docs/integracao.md from the entity registry: `npm run docs:integracao`. */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderIntegrationGuide } from '../../libs/api/ingestion/src/lib/docs/integration-guide';
import { productRegistry } from './product-registry';

const target = join(__dirname, '../../docs/integracao.md');
writeFileSync(target, renderIntegrationGuide(productRegistry()));
console.log(`Escrito ${target}`);
