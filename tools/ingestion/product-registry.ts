import 'reflect-metadata';
import { MASTER_DATA_ENTITIES } from '../../libs/api/field-service/src/lib/master-data';
import { CORPORATE_ENTITIES } from '../../libs/api/ingestion/src/lib/entities';
import { EntityRegistry } from '../../libs/api/ingestion/src/lib/registry/entity-registry';

/**
 * The registry as the API builds it: the ingestion lib's corporate entities, then
 * field-service's master data (the order app.module imports them in).
 */
export function productRegistry() {
  return new EntityRegistry([...CORPORATE_ENTITIES, ...MASTER_DATA_ENTITIES]);
}
