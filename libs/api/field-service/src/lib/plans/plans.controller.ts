import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { RECORD_EDIT_ROLES } from '@campo/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  CurrentSession,
  platformError,
  RequireSession,
  SessionPrincipal,
  isUuid,
} from '@campo/platform';
import { CreatePlanDto, RecordExecutionDto, UpdatePlanDto } from './plan.dto';

const PLAN_COLUMNS = `p.id, p.equipamento_id AS "equipamentoId", e.codigo AS "equipamentoCodigo", p.periodicidade,
  p.cadencia_dias AS "cadenciaDias", p.inicio::text AS inicio, p.ativo,
  (SELECT max(x.data)::text FROM execucao_preventiva x WHERE x.plano_id = p.id) AS "ultimaExecucao"`;

/** Maintenance plans and their preventive executions (read: every role; write: ADMIN, SUPERVISOR). */
@Controller('fs/planos')
export class PlansController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @RequireSession()
  @Get()
  async list(
    @CurrentSession() session: SessionPrincipal,
    @Query('equipamentoId') equipmentId?: string,
  ) {
    if (equipmentId && !isUuid(equipmentId)) throw invalid('equipamentoId: id de um equipamento');
    const rows = await this.dataSource.query(
      `SELECT ${PLAN_COLUMNS} FROM plano_manutencao p JOIN equipamento e ON e.id = p.equipamento_id
        WHERE p.empresa_id = $1 AND ($2::uuid IS NULL OR p.equipamento_id = $2) ORDER BY e.codigo, p.inicio`,
      [session.companyId, equipmentId ?? null],
    );
    return { sucesso: true, dados: rows };
  }

  @RequireSession(...RECORD_EDIT_ROLES)
  @Post()
  async create(@CurrentSession() session: SessionPrincipal, @Body() body: CreatePlanDto) {
    const [equipment] = await this.dataSource.query(
      `SELECT id FROM equipamento WHERE empresa_id = $1 AND id = $2`,
      [session.companyId, body.equipamentoId],
    );
    if (!equipment) throw platformError('NAO_ENCONTRADO', 'Equipamento não encontrado.');
    const [{ id }] = await this.dataSource.query(
      `INSERT INTO plano_manutencao (empresa_id, equipamento_id, periodicidade, cadencia_dias, inicio) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [
        session.companyId,
        body.equipamentoId,
        body.periodicidade,
        body.cadenciaDias ?? null,
        body.inicio,
      ],
    );
    return { sucesso: true, dados: await this.get(session.companyId, id) };
  }

  @RequireSession(...RECORD_EDIT_ROLES)
  @Patch(':id')
  async update(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
    @Body() body: UpdatePlanDto,
  ) {
    await this.get(session.companyId, id);
    await this.dataSource.query(
      `UPDATE plano_manutencao SET periodicidade = coalesce($3, periodicidade),
              cadencia_dias = CASE WHEN $4 THEN $5::int ELSE cadencia_dias END,
              inicio = coalesce($6::date, inicio), ativo = coalesce($7, ativo)
        WHERE empresa_id = $1 AND id = $2`,
      [
        session.companyId,
        id,
        body.periodicidade ?? null,
        body.cadenciaDias !== undefined,
        body.cadenciaDias ?? null,
        body.inicio ?? null,
        body.ativo ?? null,
      ],
    );
    return { sucesso: true, dados: await this.get(session.companyId, id) };
  }

  /** Records a preventive execution (moves the plan's projection in the annual grid). */
  @RequireSession(...RECORD_EDIT_ROLES)
  @Post(':id/execucoes')
  async execute(
    @CurrentSession() session: SessionPrincipal,
    @Param('id') id: string,
    @Body() body: RecordExecutionDto,
  ) {
    await this.get(session.companyId, id);
    if (body.ordemServicoId) {
      const [order] = await this.dataSource.query(
        `SELECT id FROM ordem_servico WHERE empresa_id = $1 AND id = $2`,
        [session.companyId, body.ordemServicoId],
      );
      if (!order) throw platformError('NAO_ENCONTRADO', 'Ordem de serviço não encontrada.');
    }
    await this.dataSource.query(
      `INSERT INTO execucao_preventiva (empresa_id, plano_id, data, ordem_servico_id) VALUES ($1, $2, $3, $4)`,
      [session.companyId, id, body.data, body.ordemServicoId ?? null],
    );
    return { sucesso: true, dados: await this.get(session.companyId, id) };
  }

  private async get(companyId: string, id: string) {
    const [plan] = isUuid(id)
      ? await this.dataSource.query(
          `SELECT ${PLAN_COLUMNS} FROM plano_manutencao p JOIN equipamento e ON e.id = p.equipamento_id WHERE p.empresa_id = $1 AND p.id = $2`,
          [companyId, id],
        )
      : [];
    if (!plan) throw platformError('NAO_ENCONTRADO', 'Plano de manutenção não encontrado.');
    return plan;
  }
}

function invalid(detail: string) {
  return platformError('DADOS_INVALIDOS', `Dados inválidos: ${detail}.`, { detalhes: [detail] });
}
