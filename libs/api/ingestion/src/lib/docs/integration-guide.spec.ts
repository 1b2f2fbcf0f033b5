import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INGESTION_ENTITIES } from '../entities';
import { EntityRegistry } from '../registry/entity-registry';
import { renderIntegrationGuide } from './integration-guide';

describe('integration guide', () => {
  it('docs/integracao.md is what the registry generates (run `npm run docs:integracao` after changing an entity)', () => {
    const committed = readFileSync(join(__dirname, '../../../../../../docs/integracao.md'), 'utf8');
    expect(committed).toBe(renderIntegrationGuide(new EntityRegistry(INGESTION_ENTITIES)));
  });
});
