/**
 * Wire types of the sectors (`/api/fs/setores`). An equipment names its sector in its
 * `setor` field: renaming a sector renames it on its equipment, and an equipment sent
 * with an unknown sector creates it.
 */

export interface Sector {
  id: string;
  nome: string;
  descricao: string | null;
  /** How many equipment are in the sector. */
  equipamentos: number;
  /** ISO instant the sector was retired (`POST /api/fs/setores/:id/desativar`), or null. */
  desativadoEm: string | null;
  /** Name of the user who retired it. */
  desativadoPor: string | null;
}

/** `POST /api/fs/setores`. */
export interface CreateSectorRequest {
  nome: string;
  descricao?: string | null;
}

/** `PATCH /api/fs/setores/:id`: what changes. */
export interface UpdateSectorRequest {
  nome?: string;
  descricao?: string | null;
}
