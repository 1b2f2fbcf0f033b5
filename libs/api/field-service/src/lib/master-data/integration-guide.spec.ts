import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPORATE_ENTITIES, EntityRegistry, renderIntegrationGuide } from '@campo/ingestion';
import { MASTER_DATA_ENTITIES } from './index';

describe('integration guide', () => {
  it('docs/integracao.md is what the registry generates (run `npm run docs:integracao` after changing an entity)', () => {
    const committed = readFileSync(join(__dirname, '../../../../../../docs/integracao.md'), 'utf8');
    const registry = new EntityRegistry([...CORPORATE_ENTITIES, ...MASTER_DATA_ENTITIES]);
    expect(committed).toBe(renderIntegrationGuide(registry));
  });
});
