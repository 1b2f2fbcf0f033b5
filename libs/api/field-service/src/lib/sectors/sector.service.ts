import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  actorOf,
  AuditService,
  isPostgresError,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  type SessionPrincipal,
} from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import type { CreateSectorDto, UpdateSectorDto } from './sector.dto';
import { type Sector, SectorRepository } from './sector.repository';

export const sectorNotFound = () =>
  fieldServiceError('SETOR_NAO_ENCONTRADO', 'Setor não encontrado.');

/**
 * The company's sectors. Equipment name their sector; renaming one moves its equipment
 * along (see the Sectors migration); one that equipment still names cannot be deleted.
 * A sector can be retired instead (reversibly): it stays, with its equipment, but is no
 * longer offered for new equipment.
 */
@Injectable()
export class SectorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sectors: SectorRepository,
    private readonly audit: AuditService,
  ) {}

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

  /** Retires (`retire`) or reactivates a sector, audited; a sector already so is answered as it is. */
  async setRetired(session: SessionPrincipal, id: string, retire: boolean): Promise<Sector> {
    const sector = await this.get(session.companyId, id);
    await this.dataSource.transaction(async (manager) => {
      const by = retire ? session.userName : null;
      if (!(await this.sectors.setRetirement(session.companyId, id, by, manager))) return;
      await this.audit.record(manager, {
        companyId: session.companyId,
        actor: actorOf(session),
        action: retire ? 'SETOR_DESATIVADO' : 'SETOR_REATIVADO',
        targetId: id,
        summary: `Setor ${sector.nome} ${retire ? 'desativado' : 'reativado'}.`,
      });
    });
    return this.get(session.companyId, id);
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
