import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import {
  INDOOR_AIR_REPORT_MAX_FILES,
  INDOOR_AIR_REPORT_MAX_PAGES,
  indoorAirRetestDate,
  indoorAirStanding,
  type IndoorAirAnalysis,
  type IndoorAirAnalysisSummary,
  type IndoorAirReference,
  type IndoorAirReportFile,
  type IndoorAirSchedule,
  normalizeCnpj,
  type StoredFileView,
} from '@campo/contracts';
import {
  actorOf,
  AuditService,
  FileService,
  platformError,
  type SessionPrincipal,
} from '@campo/platform';
import { PDFDocument } from 'pdf-lib';
import { DataSource } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import { analysisResult, judgeIndoorAir } from './indoor-air-judge';
import type { CreateIndoorAirAnalysisDto, UpdateIndoorAirAnalysisDto } from './indoor-air.dto';
import {
  type AnalysisRow,
  IndoorAirRepository,
  type LabReportFields,
  type ScheduleRow,
} from './indoor-air.repository';

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
    private readonly audit: AuditService,
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
    const files = await this.reportFiles(companyId, [id]);
    return detail(row, await this.repository.references(), files);
  }

  /** The latest analysis of each room of the contract, judged, with its PDFs (for the PMOC). */
  async latestPerRoom(companyId: string, contractId: string): Promise<IndoorAirAnalysis[]> {
    const references = await this.repository.references();
    const rows = await this.repository.latestPerRoom(companyId, contractId);
    const files = await this.reportFiles(
      companyId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => detail(row, references, files));
  }

  /** The PDFs of the lab's reports of some analyses, oldest first. */
  private reportFiles(companyId: string, ids: string[]): Promise<StoredFileView[]> {
    return this.files.listByOwner(companyId, INDOOR_AIR_FILE_OWNER, ids);
  }

  /**
   * Edits the report's identity: the lab (name, CNPJ checked by its digits, ISO/IEC 17025
   * accreditation, responsible and registration), the report number and the fungal genera.
   * The measured values and their judgement are not edited here. Audited.
   */
  async update(
    session: SessionPrincipal,
    id: string,
    dto: UpdateIndoorAirAnalysisDto,
  ): Promise<IndoorAirAnalysis> {
    const cnpj = labCnpj(dto.laboratorioCnpj);
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.repository.lock(manager, session.companyId, id))) throw analysisNotFound();
      const before = (await this.repository.analysis(session.companyId, id, manager))!;
      const keep = <T>(value: T | undefined, stored: T) => (value === undefined ? stored : value);
      const after = {
        laboratorio: keep(dto.laboratorio, before.laboratorio),
        laboratorioCnpj: keep(cnpj, before.laboratorioCnpj),
        laboratorioAcreditacao: keep(dto.laboratorioAcreditacao, before.laboratorioAcreditacao),
        laboratorioResponsavel: keep(dto.laboratorioResponsavel, before.laboratorioResponsavel),
        laboratorioResponsavelRegistro: keep(
          dto.laboratorioResponsavelRegistro,
          before.laboratorioResponsavelRegistro,
        ),
        generosFungos: dto.generosFungos ? genera(dto.generosFungos) : before.generosFungos,
        laudoNumero: keep(dto.laudoNumero, before.laudoNumero),
      };
      const changed = (Object.keys(after) as Array<keyof typeof after>).filter(
        (field) => JSON.stringify(after[field]) !== JSON.stringify(before[field]),
      );
      if (changed.length === 0) return;
      await this.repository.updateReport(manager, session.companyId, id, after);
      await this.audit.record(manager, {
        companyId: session.companyId,
        actor: actorOf(session),
        action: 'ANALISE_AR_ALTERADA',
        targetId: id,
        summary: `Alterou o laudo da análise de ar de ${before.dataColeta.split('-').reverse().join('/')} (${before.contrato}): ${changed.join(', ')}.`,
        details: Object.fromEntries(
          changed.map((field) => [field, { de: before[field], para: after[field] }]),
        ),
      });
    });
    return this.get(session.companyId, id);
  }

  /**
   * Attaches one more PDF of the lab's report (a report in several files, an addendum):
   * a PDF that pdf-lib can read (not password-protected), of at most
   * INDOOR_AIR_REPORT_MAX_PAGES pages, up to INDOOR_AIR_REPORT_MAX_FILES per analysis;
   * the size is the stored files' limit. These are the pages the PMOC's PDF appends.
   */
  async attachReport(
    session: SessionPrincipal,
    id: string,
    pdf: Buffer | undefined,
  ): Promise<IndoorAirAnalysis> {
    if (!pdf || pdf.length === 0)
      throw invalid('laudo: envie o PDF do laudo no campo "laudo" (multipart/form-data)');
    const prepared = await this.prepareReport(session, id, pdf);
    await this.files.withUploadConnection(() =>
      this.dataSource.transaction(async (manager) => {
        if (!(await this.repository.lock(manager, session.companyId, id))) throw analysisNotFound();
        const existing = await this.files.listByOwner(
          session.companyId,
          INDOOR_AIR_FILE_OWNER,
          [id],
          manager,
        );
        if (existing.length >= INDOOR_AIR_REPORT_MAX_FILES)
          throw fieldServiceError(
            'LAUDO_INVALIDO',
            `A análise já tem ${existing.length} PDFs de laudo, o máximo; junte as páginas num só PDF.`,
          );
        const { file } = await this.files.save(prepared, manager);
        await this.repository.setFirstFile(manager, session.companyId, id, file.id);
        await this.audit.record(manager, {
          companyId: session.companyId,
          actor: actorOf(session),
          action: 'LAUDO_AR_ANEXADO',
          targetId: id,
          summary: `Anexou um PDF de ${Math.ceil(file.tamanhoBytes / 1024)} KiB ao laudo da análise de ar.`,
          details: { arquivoId: file.id, sha256: file.sha256 },
        });
      }),
    );
    return this.get(session.companyId, id);
  }

  /** Checks a lab PDF (stored-file limits, then readable with at most the pages allowed). */
  private async prepareReport(session: SessionPrincipal, analysisId: string, pdf: Buffer) {
    const prepared = await this.files.prepare({
      companyId: session.companyId,
      owner: { kind: INDOOR_AIR_FILE_OWNER, id: analysisId },
      label: 'LAUDO',
      format: 'pdf',
      bytes: pdf,
      createdBy: session.userId,
    });
    const pages = await pdfPages(pdf);
    if (pages === null)
      throw fieldServiceError(
        'LAUDO_INVALIDO',
        'O PDF do laudo não pôde ser lido (protegido por senha ou corrompido); envie-o sem senha para que as páginas entrem no PMOC.',
      );
    if (pages > INDOOR_AIR_REPORT_MAX_PAGES)
      throw fieldServiceError(
        'LAUDO_INVALIDO',
        `O PDF do laudo tem ${pages} páginas; o máximo é ${INDOOR_AIR_REPORT_MAX_PAGES}.`,
      );
    return prepared;
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
    const lab: LabReportFields = {
      laboratorio: dto.laboratorio,
      laboratorioCnpj: labCnpj(dto.laboratorioCnpj) ?? null,
      laboratorioAcreditacao: dto.laboratorioAcreditacao ?? null,
      laboratorioResponsavel: dto.laboratorioResponsavel ?? null,
      laboratorioResponsavelRegistro: dto.laboratorioResponsavelRegistro ?? null,
      generosFungos: genera(dto.generosFungos ?? []),
    };
    const id = randomUUID();
    // Checked before the transaction (the stored files' limits, then the pages).
    const prepared = pdf && pdf.length > 0 ? await this.prepareReport(session, id, pdf) : null;
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
        ...lab,
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
    laboratorioCnpj: row.laboratorioCnpj,
    laboratorioAcreditacao: row.laboratorioAcreditacao,
    laboratorioResponsavel: row.laboratorioResponsavel,
    laboratorioResponsavelRegistro: row.laboratorioResponsavelRegistro,
    dataColeta: row.dataColeta,
    laudoNumero: row.laudoNumero,
    resultado: row.resultado,
    reprovados: judged
      .filter((judgement) => judgement.situacao === 'NAO_CONFORME')
      .map((judgement) => judgement.nome),
    arquivoId: row.arquivoId,
    generosFungos: row.generosFungos,
  };
}

function detail(
  row: AnalysisRow,
  references: IndoorAirReference[],
  files: StoredFileView[],
): IndoorAirAnalysis {
  return {
    ...summary(row, references),
    observacao: row.observacao,
    laudos: files.filter((file) => file.donoId === row.id).map(reportFile),
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

function reportFile(file: StoredFileView): IndoorAirReportFile {
  return {
    id: file.id,
    tamanhoBytes: file.tamanhoBytes,
    sha256: file.sha256,
    criadoEm: file.criadoEm,
  };
}

/** The pages of a PDF pdf-lib can read (as the PMOC's PDF will append it), or null. */
export async function pdfPages(pdf: Buffer): Promise<number | null> {
  try {
    return (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
  } catch {
    return null;
  }
}

/** The lab's CNPJ as 14 digits; undefined stays (not sent), a wrong check digit is 400. */
function labCnpj(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const digits = normalizeCnpj(value);
  if (!digits)
    throw invalid(
      `laboratorioCnpj: "${value}" não é um CNPJ válido (os dígitos verificadores não conferem)`,
    );
  return digits;
}

/** Each genus once, as written (`Aspergillus`), in the order given. */
function genera(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((genus) => {
    const key = genus.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
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
