import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { RECORD_EDIT_ROLES } from '@campo/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Sector, SuccessResponse } from '@campo/contracts';
import {
  CurrentSession,
  isPostgresError,
  isUuid,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  RequireSession,
  SessionPrincipal,
} from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import { CreateSectorDto, UpdateSectorDto } from './sector.dto';

const SECTOR_COLUMNS = `s.id, s.nome, s.descricao,
  (SELECT count(*)::int FROM equipamento e WHERE e.empresa_id = s.empresa_id AND e.setor = s.nome) AS equipamentos`;

/**
 * The company's sectors (read: every role; write: ADMIN, SUPERVISOR). Equipment name
 * their sector; renaming one here moves its equipment along (see the Sectors migration).
 */
@Controller('fs/setores')
export class SectorsController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @RequireSession()
  @Get()
  async list(@CurrentSession() session: SessionPrincipal): Promise<SuccessResponse<Sector[]>> {
    const rows = await this.dataSource.query(
      `SELECT ${SECTOR_COLUMNS} FROM setor s WHERE s.empresa_id = $1 ORDER BY s.nome`,
      [session.companyId],
    );
    return { sucesso: true, dados: rows };
  }

  @RequireSession(...RECORD_EDIT_ROLES)
  @Post()
  async create(
    @CurrentSession() session: SessionPrincipal,
    @Body() body: CreateSectorDto,
  ): Promise<SuccessResponse<Sector>> {
    const rows = await this.dataSource.query(
      `INSERT INTO setor (empresa_id, nome, descricao) VALUES ($1, $2, $3) ON CONFLICT (empresa_id, nome) DO NOTHING RETURNING id`,
      [session.companyId, body.nome, blankToNull(body.descricao)],
    );
    if (rows.length === 0) throw duplicate(body.nome);
    return { sucesso: true, dados: await this.get(session.companyId, rows[0].id) };
  }

  @RequireSession(...RECORD_EDIT_ROLES)
  @Patch(':id')
  async update(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
    @Body() body: UpdateSectorDto,
  ): Promise<SuccessResponse<Sector>> {
    await this.get(session.companyId, id);
    try {
      await this.dataSource.query(
        `UPDATE setor SET nome = coalesce($3, nome), descricao = CASE WHEN $4 THEN $5 ELSE descricao END, atualizado_em = now()
          WHERE empresa_id = $1 AND id = $2`,
        [
          session.companyId,
          id,
          body.nome ?? null,
          body.descricao !== undefined,
          blankToNull(body.descricao),
        ],
      );
    } catch (error) {
      if (isPostgresError(error, PG_UNIQUE_VIOLATION)) throw duplicate(body.nome!);
      throw error;
    }
    return { sucesso: true, dados: await this.get(session.companyId, id) };
  }

  @RequireSession(...RECORD_EDIT_ROLES)
  @Delete(':id')
  @HttpCode(200)
  async remove(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
  ): Promise<SuccessResponse<null>> {
    const sector = await this.get(session.companyId, id);
    if (sector.equipamentos > 0) throw inUse(sector);
    try {
      await this.dataSource.query(`DELETE FROM setor WHERE empresa_id = $1 AND id = $2`, [
        session.companyId,
        id,
      ]);
    } catch (error) {
      // Equipment moved into the sector between the check and the delete.
      if (isPostgresError(error, PG_FOREIGN_KEY_VIOLATION))
        throw inUse(await this.get(session.companyId, id));
      throw error;
    }
    return { sucesso: true, dados: null };
  }

  private async get(companyId: string, id: string): Promise<Sector> {
    const [sector] = isUuid(id)
      ? await this.dataSource.query(
          `SELECT ${SECTOR_COLUMNS} FROM setor s WHERE s.empresa_id = $1 AND s.id = $2`,
          [companyId, id],
        )
      : [];
    if (!sector) throw fieldServiceError('SETOR_NAO_ENCONTRADO', 'Setor não encontrado.');
    return sector;
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
