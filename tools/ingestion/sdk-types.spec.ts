import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { SDK_TYPES_FILE, sdkTypes } from './sdk-types';

describe("the SDK's row types", () => {
  it('are what the entity registry generates (run `npm run sdk:tipos` after changing an entity)', () => {
    expect(readFileSync(SDK_TYPES_FILE, 'utf8')).toBe(sdkTypes());
  });
});
