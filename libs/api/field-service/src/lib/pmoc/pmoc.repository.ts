import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Periodicity } from '@campo/contracts';
import { retiredOnSql } from '../common/retired-on.sql';
import { WALK_REACH_DAYS } from '../schedule/activity-walk.sql';
import type { PmocExecution } from './pmoc-plan-sections';

/** The contract and its client, as the PMOC's header prints them. */
export interface PmocContractRow {
  id: string;
  codigo: string;
  descricao: string | null;
  responsavelTecnico: string | null;
  registroResponsavel: string | null;
  art: string | null;
  /** The ART/TRT's last valid day (`YYYY-MM-DD`), or null: not informed. */
  artValidade: string | null;
  /** The ART/TRT's PDF (a stored file), or null: not uploaded. */
  artArquivoId: string | null;
  cliente: string | null;
  cnpj: string | null;
  endereco: string | null;
  cidade: string | null;
  uf: string | null;
}

export interface PmocEquipmentRow {
  id: string;
  codigo: string;
  tipo: string | null;
  fabricante: string | null;
  modelo: string | null;
  numeroSerie: string | null;
  capacidadeBtu: number | null;
  tipoGas: string | null;
  cargaGasKg: number | null;
  setor: string | null;
  localizacao: string | null;
  /** The contract's visit cadence for the unit (the ingested periodicity), or null. */
  periodicidade: Periodicity | null;
}

/** The responsável técnico a contract names (a user of the company) and its ART/TRT. */
export interface ContractTechnicalLeadRow {
  codigo: string;
  art: string | null;
  usuarioId: string | null;
  nome: string | null;
  registro: string | null;
  ativo: boolean | null;
  artValidade: string | null;
  /** The ART/TRT's validity ended before today (the company's clock). */
  artVencida: boolean | null;
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
              to_char(c.art_validade, 'YYYY-MM-DD') AS "artValidade", c.art_arquivo_id AS "artArquivoId",
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
      `SELECT c.codigo, c.art, u.id AS "usuarioId", u.name AS nome, u.registro_profissional AS registro, u.active AS ativo,
              to_char(c.art_validade, 'YYYY-MM-DD') AS "artValidade",
              c.art_validade < (now() AT TIME ZONE co.time_zone)::date AS "artVencida"
         FROM contrato c JOIN companies co ON co.id = c.empresa_id
         LEFT JOIN users u ON u.empresa_id = c.empresa_id AND u.id = c.responsavel_tecnico_id
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
   * The year's executions of plan activities on the contract's units (`execucao_atividade`,
   * the record every other view reads), with the technicians allocated to the order and
   * the responsável técnico's approval of its executions (name, registration, local date).
   */
  executions(
    scope: { companyId: string; timeZone: string },
    contractId: string,
    year: number,
  ): Promise<PmocExecution[]> {
    return this.dataSource.query(
      `SELECT e.codigo, x.atividade_id AS "atividadeId", x.data::text AS data, x.resultado, x.motivo,
              (SELECT string_agg(DISTINCT u.name, ', ') FROM alocacao a
                 JOIN users u ON u.empresa_id = a.empresa_id AND u.id = a.tecnico_id
                WHERE a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id) AS tecnicos,
              (SELECT json_build_object('nome', u.name, 'registro', ap.registro_profissional,
                                        'data', to_char((ap.aprovado_em AT TIME ZONE $4)::date, 'YYYY-MM-DD'))
                 FROM aprovacao_execucao ap
                 JOIN users u ON u.empresa_id = ap.empresa_id AND u.id = ap.aprovado_por
                WHERE ap.empresa_id = o.empresa_id AND ap.ordem_servico_id = o.id) AS aprovador
         FROM execucao_atividade x
         JOIN equipamento e ON e.empresa_id = x.empresa_id AND e.id = x.equipamento_id
         LEFT JOIN ordem_servico o ON o.empresa_id = x.empresa_id AND o.id = x.ordem_servico_id
        WHERE x.empresa_id = $1 AND e.contrato_id = $2
          AND x.data >= make_date($3, 1, 1) AND x.data < make_date($3 + 1, 1, 1) + ${WALK_REACH_DAYS}
        ORDER BY x.data, e.codigo`,
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
      `SELECT e.id, e.codigo, e.tipo, e.fabricante, e.modelo, e.numero_serie AS "numeroSerie",
              e.capacidade_btu AS "capacidadeBtu", e.tipo_gas AS "tipoGas", e.carga_gas_kg::float8 AS "cargaGasKg",
              e.setor, e.localizacao, e.periodicidade
         FROM equipamento e JOIN contrato c ON c.id = e.contrato_id
        WHERE e.empresa_id = $1 AND e.contrato_id = $2
          AND coalesce(${retiredOnSql('$4')} > make_date($3, 1, 1), true)
        ORDER BY e.setor NULLS LAST, e.codigo`,
      [scope.companyId, contractId, year, scope.timeZone],
    );
  }
}
