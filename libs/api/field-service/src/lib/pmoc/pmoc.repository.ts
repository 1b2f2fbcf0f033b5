import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { retiredOnSql } from '../common/retired-on.sql';
import type { PmocExecution } from './pmoc-plan-sections';

/** The contract and its client, as the PMOC's header prints them. */
export interface PmocContractRow {
  id: string;
  codigo: string;
  descricao: string | null;
  responsavelTecnico: string | null;
  registroResponsavel: string | null;
  art: string | null;
  cliente: string | null;
  cnpj: string | null;
  endereco: string | null;
  cidade: string | null;
  uf: string | null;
}

export interface PmocEquipmentRow {
  codigo: string;
  tipo: string | null;
  capacidadeBtu: number | null;
  tipoGas: string | null;
  setor: string | null;
  localizacao: string | null;
  /** The periodicities of its active plans, or the equipment's own when it has none. */
  periodicidade: string | null;
}

/** The responsável técnico a contract names (a user of the company) and its ART/TRT. */
export interface ContractTechnicalLeadRow {
  codigo: string;
  art: string | null;
  usuarioId: string | null;
  nome: string | null;
  registro: string | null;
  ativo: boolean | null;
}

/** What the PMOC reads: the contract, its equipment, and the PMOC documents already generated. */
@Injectable()
export class PmocRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async contract(companyId: string, contractId: string): Promise<PmocContractRow | undefined> {
    const [row]: PmocContractRow[] = await this.dataSource.query(
      `SELECT c.id, c.codigo, c.descricao,
              coalesce(u.name, c.responsavel_tecnico) AS "responsavelTecnico",
              coalesce(u.registro_profissional, c.registro_responsavel) AS "registroResponsavel", c.art,
              cl.nome AS cliente, cl.cnpj, cl.endereco, cl.cidade, cl.uf
         FROM contrato c LEFT JOIN cliente cl ON cl.id = c.cliente_id
         LEFT JOIN users u ON u.empresa_id = c.empresa_id AND u.id = c.responsavel_tecnico_id
        WHERE c.empresa_id = $1 AND c.id = $2`,
      [companyId, contractId],
    );
    return row;
  }

  async technicalLead(
    companyId: string,
    contractId: string,
  ): Promise<ContractTechnicalLeadRow | undefined> {
    const [row]: ContractTechnicalLeadRow[] = await this.dataSource.query(
      `SELECT c.codigo, c.art, u.id AS "usuarioId", u.name AS nome, u.registro_profissional AS registro, u.active AS ativo
         FROM contrato c LEFT JOIN users u ON u.empresa_id = c.empresa_id AND u.id = c.responsavel_tecnico_id
        WHERE c.empresa_id = $1 AND c.id = $2`,
      [companyId, contractId],
    );
    return row;
  }

  /** The id of the contract's PMOC document for the year, if one was generated. */
  async existingDocument(
    companyId: string,
    contractId: string,
    year: number,
  ): Promise<string | undefined> {
    const [row]: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM documento WHERE empresa_id = $1 AND tipo = 'PMOC' AND referencia->>'contratoId' = $2 AND referencia->>'ano' = $3`,
      [companyId, contractId, String(year)],
    );
    return row?.id;
  }

  /**
   * The year's executions of plan activities on the contract's units: each checklist
   * answer that records an activity, on an order attended in `year` (local days), with the
   * technicians allocated to the order and the supervisor or administrator who closed it.
   */
  executions(
    scope: { companyId: string; timeZone: string },
    contractId: string,
    year: number,
  ): Promise<PmocExecution[]> {
    return this.dataSource.query(
      `SELECT e.codigo, r.atividade_id AS "atividadeId",
              to_char(coalesce(o.fim_atendimento, o.inicio_atendimento) AT TIME ZONE $4, 'YYYY-MM-DD') AS data,
              (SELECT string_agg(DISTINCT u.name, ', ') FROM alocacao a
                 JOIN users u ON u.empresa_id = a.empresa_id AND u.id = a.tecnico_id
                WHERE a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id) AS tecnicos,
              (SELECT u.name FROM ordem_servico_evento ev
                 JOIN users u ON u.empresa_id = ev.empresa_id AND u.id = ev.usuario_id
                WHERE ev.empresa_id = o.empresa_id AND ev.ordem_servico_id = o.id AND ev.acao = 'concluir'
                  AND u.role IN ('ADMIN', 'SUPERVISOR')
                ORDER BY ev.em DESC LIMIT 1) AS aprovador
         FROM checklist_resposta r
         JOIN ordem_servico o ON o.empresa_id = r.empresa_id AND o.id = r.ordem_servico_id
         JOIN equipamento e ON e.empresa_id = o.empresa_id AND e.id = o.equipamento_id
        WHERE r.empresa_id = $1 AND e.contrato_id = $2 AND r.atividade_id IS NOT NULL
          AND o.status IS DISTINCT FROM 'CANCELADA'
          AND coalesce(o.fim_atendimento, o.inicio_atendimento) IS NOT NULL
          AND extract(year FROM coalesce(o.fim_atendimento, o.inicio_atendimento) AT TIME ZONE $4) = $3
        ORDER BY data, e.codigo`,
      [scope.companyId, contractId, year, scope.timeZone],
    );
  }

  /** The contract's equipment in service at some point of the year (as the annual grid lists them). */
  equipment(
    scope: { companyId: string; timeZone: string },
    contractId: string,
    year: number,
  ): Promise<PmocEquipmentRow[]> {
    return this.dataSource.query(
      `SELECT e.codigo, e.tipo, e.capacidade_btu AS "capacidadeBtu", e.tipo_gas AS "tipoGas", e.setor, e.localizacao,
              coalesce((SELECT string_agg(DISTINCT p.periodicidade, ', ') FROM plano_manutencao p WHERE p.equipamento_id = e.id AND p.ativo), e.periodicidade) AS periodicidade
         FROM equipamento e JOIN contrato c ON c.id = e.contrato_id
        WHERE e.empresa_id = $1 AND e.contrato_id = $2
          AND coalesce(${retiredOnSql('$4')} > make_date($3, 1, 1), true)
        ORDER BY e.setor NULLS LAST, e.codigo`,
      [scope.companyId, contractId, year, scope.timeZone],
    );
  }
}
