/*
 * Sectors: the wire types live in @campo/contracts, shared with the server; the
 * sector screens import them from here.
 */
export type { CreateSectorRequest, Sector, UpdateSectorRequest } from '@campo/contracts';
