import type { Request } from 'express';
import type { IngestionMode } from '@campo/contracts';
import type { RequestIdentity } from '@campo/platform';

/** The caller of an ingestion route, resolved from its bearer token. */
export interface TokenPrincipal {
  tokenId: string;
  companyId: string;
  timeZone: string;
  name: string;
  prefix: string;
  mode: IngestionMode;
  /** Entities in the token's scope that exist in the registry. */
  entities: string[];
}

export interface IngestionRequest extends Request, RequestIdentity {
  ingestion?: TokenPrincipal;
}
