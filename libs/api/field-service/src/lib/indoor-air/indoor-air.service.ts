import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import {
  indoorAirRetestDate,
  indoorAirStanding,
  type IndoorAirAnalysis,
  type IndoorAirAnalysisSummary,
  type IndoorAirReference,
  type IndoorAirSchedule,
} from '@campo/contracts';
import { FileService, platformError, type SessionPrincipal } from '@campo/platform';
import { DataSource } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import { analysisResult, judgeIndoorAir } from './indoor-air-judge';
import type { CreateIndoorAirAnalysisDto } from './indoor-air.dto';
import { type AnalysisRow, IndoorAirRepository, type ScheduleRow } from './indoor-air.repository';

/** What the stored lab report belongs to, as the platform's files record it. */
export const INDOOR_AIR_FILE_OWNER = 'analise_ar';

export const analysisNotFound = () =>
  fieldServiceError('ANALISE_AR_NAO_ENCONTRADA', 'Análise de qualidade do ar não encontrada.');
const contractNotFound = () =>
  fieldServiceError('CONTRATO_NAO_ENCONTRADO', 'Contrato não encontrado.');

/**
 * Indoor-air analyses (ABNT NBR 17037:2023): recorded with the lab's PDF, judged per
 * parameter against the reference data, and scheduled every 6 months (or the
 * contract's interval) from the last sampling.
 */
@Injectable()
export class IndoorAirService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: IndoorAirRepository,
    private readonly files: FileService,
  ) {}

  references(): Promise<IndoorAirReference[]> {
    return this.repository.references();
  }

  async list(companyId: string, contractId: string | null): Promise<IndoorAirAnalysisSummary[]> {
    const references = await this.repository.references();
    const rows = await this.repository.analyses(companyId, contractId);
    return rows.map((row) => summary(row, references));
  }

  async get(companyId: string, id: string): Promise<IndoorAirAnalysis> {
    const row = await this.repository.analysis(companyId, id);
    if (!row) throw analysisNotFound();
    return detail(row, await this.repository.references());
  }

  /** The latest analysis of each room of the contract, judged (for the PMOC). */
  async latestPerRoom(companyId: string, contractId: string): Promise<IndoorAirAnalysis[]> {
    const references = await this.repository.references();
    const rows = await this.repository.latestPerRoom(companyId, contractId);
    return rows.map((row) => detail(row, references));
  }

  async create(
    session: SessionPrincipal,
    dto: CreateIndoorAirAnalysisDto,
    pdf: Buffer | undefined,
  ): Promise<IndoorAirAnalysis> {
    assertSamplingDate(dto.dataColeta);
    const quantities = dto.valores.map((value) => value.grandeza);
    const repeated = quantities.find((quantity, index) => quantities.indexOf(quantity) !== index);
    if (repeated) throw invalid(`valores: ${repeated} informado mais de uma vez`);
    const references = await this.repository.references();
    const valores = dto.valores.map((value) => ({
      grandeza: value.grandeza,
      interno: value.interno,
      externo: value.externo ?? null,
    }));
    const resultado = analysisResult(judgeIndoorAir(references, valores));
    const id = randomUUID();
    // Checked before the transaction (a PDF only by its header; nothing is decoded).
    const prepared =
      pdf && pdf.length > 0
        ? await this.files.prepare({
            companyId: session.companyId,
            owner: { kind: INDOOR_AIR_FILE_OWNER, id },
            label: 'LAUDO',
            format: 'pdf',
            bytes: pdf,
            createdBy: session.userId,
          })
        : null;
    await this.dataSource.transaction(async (manager) => {
      const found = await this.repository.contractAndRoom(
        manager,
        session.companyId,
        dto.contratoId,
        dto.ambienteId ?? null,
      );
      if (!found.contract) throw contractNotFound();
      if (!found.room)
        throw fieldServiceError(
          'AMBIENTE_NAO_ENCONTRADO',
          'O ambiente informado não é um ambiente deste contrato.',
        );
      let fileId: string | null = null;
      if (prepared) {
        const { file } = await this.files.save(prepared, manager);
        fileId = file.id;
      }
      await this.repository.insert(manager, {
        id,
        companyId: session.companyId,
        contractId: dto.contratoId,
        roomId: dto.ambienteId ?? null,
        laboratorio: dto.laboratorio,
        dataColeta: dto.dataColeta,
        laudoNumero: dto.laudoNumero ?? null,
        observacao: dto.observacao ?? null,
        fileId,
        resultado,
        userId: session.userId,
        valores,
      });
    });
    return this.get(session.companyId, id);
  }

  /** Every contract's schedule as of `today`, or one contract's. */
  async schedules(
    companyId: string,
    today: string,
    contractId: string | null = null,
  ): Promise<IndoorAirSchedule[]> {
    const rows = await this.repository.schedules(companyId, contractId);
    return rows.map((row) => schedule(row, today));
  }

  async setInterval(
    companyId: string,
    contractId: string,
    months: number | null,
    today: string,
  ): Promise<IndoorAirSchedule> {
    if (!(await this.repository.setInterval(companyId, contractId, months)))
      throw contractNotFound();
    const [row] = await this.schedules(companyId, today, contractId);
    return row;
  }

  /** The home's warning: contracts whose analysis is due within 30 days, overdue, or failed. */
  async homeWarnings(companyId: string, today: string) {
    const all = await this.schedules(companyId, today);
    const contratos = all.filter(
      (item) => item.reprovada || item.situacao === 'VENCENDO' || item.situacao === 'ATRASADA',
    );
    return {
      vencendo: contratos.filter((item) => item.situacao === 'VENCENDO').length,
      atrasadas: contratos.filter((item) => item.situacao === 'ATRASADA').length,
      reprovadas: contratos.filter((item) => item.reprovada).length,
      semAnalise: all.filter((item) => item.situacao === 'SEM_ANALISE').length,
      contratos,
    };
  }
}

function summary(row: AnalysisRow, references: IndoorAirReference[]): IndoorAirAnalysisSummary {
  const judged = judgeIndoorAir(references, row.valores);
  return {
    id: row.id,
    contratoId: row.contratoId,
    contrato: row.contrato,
    ambienteId: row.ambienteId,
    ambiente: row.ambiente,
    laboratorio: row.laboratorio,
    dataColeta: row.dataColeta,
    laudoNumero: row.laudoNumero,
    resultado: row.resultado,
    reprovados: judged
      .filter((judgement) => judgement.situacao === 'NAO_CONFORME')
      .map((judgement) => judgement.nome),
    arquivoId: row.arquivoId,
  };
}

function detail(row: AnalysisRow, references: IndoorAirReference[]): IndoorAirAnalysis {
  return {
    ...summary(row, references),
    observacao: row.observacao,
    valores: row.valores,
    julgamento: judgeIndoorAir(references, row.valores),
    criadoEm: new Date(row.criadoEm).toISOString(),
  };
}

/** The contract's schedule with its standing (one definition: `indoorAirStanding`). */
function schedule(row: ScheduleRow, today: string): IndoorAirSchedule {
  const { reprovadaEm, ...rest } = row;
  return {
    ...rest,
    situacao: indoorAirStanding(row, today),
    retesteAte: reprovadaEm ? indoorAirRetestDate(reprovadaEm) : null,
  };
}

function assertSamplingDate(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day)
    throw invalid(`dataColeta: data inexistente ${day}`);
  if (day < '2000-01-01' || date.getTime() > Date.now() + 24 * 60 * 60 * 1000)
    throw invalid(`dataColeta: ${day} não é uma data de coleta possível (futura ou antes de 2000)`);
}

function invalid(detail: string) {
  return platformError('DADOS_INVALIDOS', `Dados inválidos: ${detail}.`, { detalhes: [detail] });
}
