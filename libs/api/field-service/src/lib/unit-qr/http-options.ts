import type { HttpAppOptions } from '@campo/platform';
import { PUBLIC_UNIT_ALIAS } from './public-unit.controller';

/** What the HTTP set-up needs for field service: the QR codes' short address. */
export const FIELD_SERVICE_HTTP_OPTIONS: HttpAppOptions = { pathAliases: [PUBLIC_UNIT_ALIAS] };
