import { SEAL_VERIFICATION_ALIAS, SEAL_VERIFICATION_PATH } from '@campo/contracts';
import type { HttpAppOptions } from '@campo/platform';
import { PUBLIC_REPORT_PATH } from '../visit-report/visit-closing.service';
import { PUBLIC_UNIT_ALIAS } from './public-unit.controller';

/**
 * What the HTTP set-up needs for field service: the QR codes' short address, and the
 * pages opened by a secret link without login (the QR page, the e-mailed visit report,
 * the sealed report's verification page at `/v/<código>`), never cached nor indexed.
 */
export const FIELD_SERVICE_HTTP_OPTIONS: HttpAppOptions = {
  pathAliases: [
    PUBLIC_UNIT_ALIAS,
    { from: SEAL_VERIFICATION_ALIAS, to: `${SEAL_VERIFICATION_PATH}/` },
  ],
  unlistedPrefixes: [PUBLIC_UNIT_ALIAS.to, `${PUBLIC_REPORT_PATH}/`, `${SEAL_VERIFICATION_PATH}/`],
};
