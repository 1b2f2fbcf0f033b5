import { join } from 'node:path';
import { renderTypes } from '../../libs/integrator/sdk/src/render-types';
import { productRegistry } from './product-registry';

export const SDK_TYPES_FILE = join(
  __dirname,
  '../../libs/integrator/sdk/src/entities.generated.ts',
);

/** The SDK's generated row types for every entity of the product, as the API describes them. */
export function sdkTypes() {
  return renderTypes(
    productRegistry()
      .all()
      .map((entity) => entity.descriptor),
  );
}
