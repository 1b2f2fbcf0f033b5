import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EntityRegistry } from '@campo/ingestion';
import {
  companyIdentity,
  DocumentService,
  FileService,
  isPostgresError,
  PG_UNIQUE_VIOLATION,
  platformError,
  SessionPrincipal,
} from '@campo/platform';
import { activityTypeOf, localDate } from '@campo/contracts';
import { ActivityPlanService } from '../activity-plans/activity-plan.service';
import { fieldServiceError } from '../common/field-service-errors';
import { ScheduleService } from '../schedule/schedule.service';
import { PmocAppendix } from './pmoc-appendix';
import { PmocBuildingLoader, withBuildingSections } from './pmoc-building-sections';
import { buildPmocContent, PMOC_DOCUMENT_TYPE, PMOC_TYPE_LABEL } from './pmoc-content';
import { annexLabReportsHtml } from './pmoc-lab-sections';
import { withNormYears } from './pmoc-norms';
import { type PmocContractRow, PmocRepository } from './pmoc.repository';

/** Generates the PMOC of one contract and year as an ordinary platform document. */
@Injectable()
export class PmocService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: PmocRepository,
    private readonly schedule: ScheduleService,
    private readonly documents: DocumentService,
    private readonly registry: EntityRegistry,
    private readonly building: PmocBuildingLoader,
    private readonly activities: ActivityPlanService,
    private readonly appendix: PmocAppendix,
    private readonly files: FileService,
  ) {}

  /** The equipment type as people read it (`Piso-teto`), from the registry's allowed values. */
  private equipmentTypeLabel(value: string | null) {
    const allowed = this.registry.get('equipamento')?.fieldsByCampo.get('tipo')?.valores ?? [];
    return value === null
      ? null
      : (allowed.find((option) => option.valor === value)?.rotulo ?? value);
  }

  async generate(session: SessionPrincipal, contractId: string, year: number) {
    const contract = await this.repository.contract(session.companyId, contractId);
    if (!contract) throw fieldServiceError('CONTRATO_NAO_ENCONTRADO', 'Contrato não encontrado.');
    const existing = await this.repository.existingDocument(session.companyId, contractId, year);
    if (existing) throw pmocExists(existing, contract.codigo, year);
    const content = await this.content(session, contract, year);
    try {
      const id = await this.dataSource.transaction((manager) =>
        this.documents.create(manager, session.companyId, {
          tipo: PMOC_DOCUMENT_TYPE,
          rotuloTipo: PMOC_TYPE_LABEL,
          titulo: `PMOC ${year} — ${contract.codigo}${contract.cliente ? ` (${contract.cliente})` : ''}`,
          referencia: { contratoId: contractId, ano: String(year) },
          conteudo: content,
          autorId: session.userId,
        }),
      );
      return this.documents.get(session.companyId, id);
    } catch (error) {
      // Generated at the same moment by someone else: the unique index answers.
      if (!isPostgresError(error, PG_UNIQUE_VIOLATION)) throw error;
      const winner = await this.repository.existingDocument(session.companyId, contractId, year);
      throw pmocExists(winner!, contract.codigo, year);
    }
  }

  /**
   * What a PMOC of the contract and year would say now, without storing it (the document
   * `generate` stores; a check that its tables agree with the grid and the RGM reads it).
   */
  async draft(
    session: Pick<SessionPrincipal, 'companyId' | 'timeZone'>,
    contractId: string,
    year: number,
  ) {
    const contract = await this.repository.contract(session.companyId, contractId);
    if (!contract) throw fieldServiceError('CONTRATO_NAO_ENCONTRADO', 'Contrato não encontrado.');
    return this.content(session, contract, year);
  }

  private async content(
    session: Pick<SessionPrincipal, 'companyId' | 'timeZone'>,
    contract: PmocContractRow,
    year: number,
  ) {
    const contractId = contract.id;

    // The plans are the catalogue's: a company that never opened it gets it now, before
    // the grid and the activities are read.
    await this.activities.ensureCatalogue(session.companyId);
    const equipment = await this.repository.equipment(session, contractId, year);
    const [grid, activityYear] = await Promise.all([
      this.schedule.grid(session, { contratoId: contractId, ano: year }),
      this.schedule.activityYear(session, { contratoId: contractId, ano: year }),
    ]);
    const today = localDate(new Date(), session.timeZone);
    const building = await this.building.load(session.companyId, contract, year, today);
    const inService = new Set(equipment.map((row) => row.codigo));
    const plans = (await this.activities.contractPlans(session.companyId, contractId)).filter(
      (planned) => inService.has(planned.unit.codigo),
    );
    const [{ atividades: catalogue }, executions, products] = await Promise.all([
      this.activities.catalogue(session.companyId),
      this.repository.executions(session, contractId, year),
      this.activities.products(session.companyId),
    ]);
    const analyses = building?.qualidadeAr.ultimas ?? [];
    const [empresa, labFiles, artFile] = await Promise.all([
      companyIdentity(this.dataSource, session.companyId),
      this.appendix.reportFiles(session.companyId, analyses),
      contract.artArquivoId
        ? this.files.find(session.companyId, contract.artArquivoId)
        : Promise.resolve(null),
    ]);
    const content = buildPmocContent({
      ano: year,
      empresa,
      anexos: {
        art: {
          numero: contract.art,
          validade: contract.artValidade,
          arquivo: artFile && { tamanhoBytes: artFile.tamanhoBytes, sha256: artFile.sha256 },
        },
        laudos: building ? annexLabReportsHtml(analyses, labFiles) : null,
      },
      contrato: {
        codigo: contract.codigo,
        descricao: contract.descricao,
        responsavelTecnico: contract.responsavelTecnico,
        registroResponsavel: contract.registroResponsavel,
        art: contract.art,
        artValidade: contract.artValidade,
      },
      cliente: contract.cliente
        ? {
            nome: contract.cliente,
            cnpj: contract.cnpj,
            endereco: contract.endereco,
            cidade: contract.cidade,
            uf: contract.uf,
          }
        : null,
      equipamentos: equipment.map((row) => ({ ...row, tipo: this.equipmentTypeLabel(row.tipo) })),
      cronograma: grid.linhas,
      atividadesAno: activityYear.flatMap((row) => {
        const unit = equipment.find((item) => item.id === row.equipamentoId);
        return unit ? [{ ...row, codigo: unit.codigo }] : [];
      }),
      catalogo: catalogue,
      planos: plans.map(({ unit, plan }) => ({
        codigo: unit.codigo,
        tipo: activityTypeOf(unit.tipo),
        atividades: plan,
      })),
      execucoes: executions,
      produtos: products,
    });
    return withNormYears(withBuildingSections(content, building));
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
