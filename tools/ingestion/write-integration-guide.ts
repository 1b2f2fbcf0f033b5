/** Regenerates docs/integracao.md from the entity registry: `npm run docs:integracao`. */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderIntegrationGuide } from '../../libs/api/ingestion/src/lib/docs/integration-guide';
import { INGESTION_ENTITIES } from '../../libs/api/ingestion/src/lib/entities';
import { EntityRegistry } from '../../libs/api/ingestion/src/lib/registry/entity-registry';

const target = join(__dirname, '../../docs/integracao.md');
writeFileSync(target, renderIntegrationGuide(new EntityRegistry(INGESTION_ENTITIES)));
console.log(`Escrito ${target}`);
