import { Injectable } from '@nestjs/common';
import { isPostgresError, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import type { CreateSectorDto, UpdateSectorDto } from './sector.dto';
import { type Sector, SectorRepository } from './sector.repository';

export const sectorNotFound = () =>
  fieldServiceError('SETOR_NAO_ENCONTRADO', 'Setor não encontrado.');

/**
 * The company's sectors. Equipment name their sector; renaming one moves its equipment
 * along (see the Sectors migration); one that equipment still names cannot be deleted.
 */
@Injectable()
export class SectorService {
  constructor(private readonly sectors: SectorRepository) {}

  list(companyId: string): Promise<Sector[]> {
    return this.sectors.list(companyId);
  }

  async get(companyId: string, id: string): Promise<Sector> {
    const sector = await this.sectors.find(companyId, id);
    if (!sector) throw sectorNotFound();
    return sector;
  }

  async create(companyId: string, dto: CreateSectorDto): Promise<Sector> {
    const id = await this.sectors.insert(companyId, {
      nome: dto.nome,
      descricao: blankToNull(dto.descricao),
    });
    if (!id) throw duplicate(dto.nome);
    return this.get(companyId, id);
  }

  async update(companyId: string, id: string, dto: UpdateSectorDto): Promise<Sector> {
    await this.get(companyId, id);
    try {
      await this.sectors.update(companyId, id, {
        nome: dto.nome ?? null,
        ...(dto.descricao !== undefined && { descricao: blankToNull(dto.descricao) }),
      });
    } catch (error) {
      if (isPostgresError(error, PG_UNIQUE_VIOLATION)) throw duplicate(dto.nome!);
      throw error;
    }
    return this.get(companyId, id);
  }

  async remove(companyId: string, id: string): Promise<void> {
    const sector = await this.get(companyId, id);
    if (sector.equipamentos > 0) throw inUse(sector);
    try {
      await this.sectors.delete(companyId, id);
    } catch (error) {
      // Equipment moved into the sector between the check and the delete.
      if (isPostgresError(error, PG_FOREIGN_KEY_VIOLATION))
        throw inUse(await this.get(companyId, id));
      throw error;
    }
  }
}

function blankToNull(value: string | null | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}

function duplicate(name: string) {
  return fieldServiceError('SETOR_DUPLICADO', `Já existe um setor chamado "${name}".`);
}

function inUse(sector: Sector) {
  return fieldServiceError(
    'SETOR_EM_USO',
    `O setor "${sector.nome}" tem ${sector.equipamentos} equipamento(s); mova-os para outro setor antes de excluí-lo.`,
  );
}
