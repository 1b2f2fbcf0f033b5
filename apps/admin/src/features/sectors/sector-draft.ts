import type { CreateSectorRequest, Sector, UpdateSectorRequest } from './api/sectors.types';

/** A sector's name and description, as typed. */
export interface SectorDraft {
  nome: string;
  descricao: string;
}

/** The form's values for a sector (empty for a new one). */
export const sectorDraft = (sector?: Sector): SectorDraft => ({
  nome: sector?.nome ?? '',
  descricao: sector?.descricao ?? '',
});

/** A new sector: its name, and its description when one was typed. */
export function newSector(draft: SectorDraft): CreateSectorRequest {
  const descricao = draft.descricao.trim();
  return { nome: draft.nome.trim(), ...(descricao ? { descricao } : {}) };
}

/** What differs from the sector: the new name, the new (or cleared) description. */
export function sectorChanges(sector: Sector, draft: SectorDraft): UpdateSectorRequest {
  const nome = draft.nome.trim();
  const descricao = draft.descricao.trim() || null;
  return {
    ...(nome !== sector.nome ? { nome } : {}),
    ...(descricao !== sector.descricao ? { descricao } : {}),
  };
}
