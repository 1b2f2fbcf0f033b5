import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EntityRegistry } from '@campo/ingestion';
import {
  DocumentService,
  isPostgresError,
  isUuid,
  PG_UNIQUE_VIOLATION,
  platformError,
  SessionPrincipal,
} from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import { ScheduleService } from '../schedule/schedule.service';
import { buildPmocContent, PMOC_TYPE_LABEL } from './pmoc-content';

/** Generates the PMOC of one contract and year as an ordinary platform document. */
@Injectable()
export class PmocService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly schedule: ScheduleService,
    private readonly documents: DocumentService,
    private readonly registry: EntityRegistry,
  ) {}

  /** The equipment type as people read it (`Piso-teto`), from the registry's allowed values. */
  private equipmentTypeLabel(value: string | null) {
    const allowed = this.registry.get('equipamento')?.fieldsByCampo.get('tipo')?.valores ?? [];
    return value === null
      ? null
      : (allowed.find((option) => option.valor === value)?.rotulo ?? value);
  }

  async generate(session: SessionPrincipal, contractId: string, year: number) {
    const [contract] = isUuid(contractId)
      ? await this.dataSource.query(
          `SELECT c.id, c.codigo, c.descricao, c.responsavel_tecnico, c.registro_responsavel, c.art,
                  cl.nome, cl.cnpj, cl.endereco, cl.cidade, cl.uf
             FROM contrato c LEFT JOIN cliente cl ON cl.id = c.cliente_id WHERE c.empresa_id = $1 AND c.id = $2`,
          [session.companyId, contractId],
        )
      : [];
    if (!contract) throw fieldServiceError('CONTRATO_NAO_ENCONTRADO', 'Contrato não encontrado.');
    const [existing] = await this.dataSource.query(
      `SELECT id FROM documento WHERE empresa_id = $1 AND tipo = 'PMOC' AND referencia->>'contratoId' = $2 AND referencia->>'ano' = $3`,
      [session.companyId, contractId, String(year)],
    );
    if (existing) throw pmocExists(existing.id, contract.codigo, year);

    const equipment = await this.dataSource.query(
      `SELECT e.codigo, e.tipo, e.capacidade_btu, e.tipo_gas, e.setor, e.localizacao,
              coalesce((SELECT string_agg(DISTINCT p.periodicidade, ', ') FROM plano_manutencao p WHERE p.equipamento_id = e.id AND p.ativo), e.periodicidade) AS periodicidade
         FROM equipamento e WHERE e.empresa_id = $1 AND e.contrato_id = $2 ORDER BY e.setor NULLS LAST, e.codigo`,
      [session.companyId, contractId],
    );
    const grid = await this.schedule.grid(session, { contratoId: contractId, ano: year });
    const content = buildPmocContent({
      ano: year,
      contrato: {
        codigo: contract.codigo,
        descricao: contract.descricao,
        responsavelTecnico: contract.responsavel_tecnico,
        registroResponsavel: contract.registro_responsavel,
        art: contract.art,
      },
      cliente: contract.nome
        ? {
            nome: contract.nome,
            cnpj: contract.cnpj,
            endereco: contract.endereco,
            cidade: contract.cidade,
            uf: contract.uf,
          }
        : null,
      equipamentos: equipment.map((row: Record<string, unknown>) => ({
        codigo: row.codigo as string,
        tipo: this.equipmentTypeLabel(row.tipo as string | null),
        capacidadeBtu: row.capacidade_btu as number | null,
        tipoGas: row.tipo_gas as string | null,
        setor: row.setor as string | null,
        localizacao: row.localizacao as string | null,
        periodicidade: row.periodicidade as string | null,
      })),
      cronograma: grid.linhas,
    });
    try {
      const id = await this.dataSource.transaction((manager) =>
        this.documents.create(manager, session.companyId, {
          tipo: 'PMOC',
          rotuloTipo: PMOC_TYPE_LABEL,
          titulo: `PMOC ${year} — ${contract.codigo}${contract.nome ? ` (${contract.nome})` : ''}`,
          referencia: { contratoId: contractId, ano: String(year) },
          conteudo: content,
          autorId: session.userId,
        }),
      );
      return this.documents.get(session.companyId, id);
    } catch (error) {
      // Generated at the same moment by someone else: the unique index answers.
      if (!isPostgresError(error, PG_UNIQUE_VIOLATION)) throw error;
      const [winner] = await this.dataSource.query(
        `SELECT id FROM documento WHERE empresa_id = $1 AND tipo = 'PMOC' AND referencia->>'contratoId' = $2 AND referencia->>'ano' = $3`,
        [session.companyId, contractId, String(year)],
      );
      throw pmocExists(winner.id, contract.codigo, year);
    }
  }
}

function pmocExists(id: string, code: string, year: number) {
  return fieldServiceError(
    'PMOC_EXISTENTE',
    `O PMOC ${year} do contrato ${code} já existe; edite-o no editor de documentos.`,
    { documentoId: id },
  );
}

export function requireContract(consolidated: boolean | undefined) {
  if (consolidated) {
    throw platformError(
      'DADOS_INVALIDOS',
      'O PMOC é sempre de um contrato; não existe PMOC consolidado.',
      { detalhes: ['consolidado: informe contratoId'] },
    );
  }
}
