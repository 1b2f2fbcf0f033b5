import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  gasPartLines,
  READING_KINDS,
  SEAL_VERIFICATION_ALIAS,
  sealCode,
  readingLabel,
  type VisitRecords,
  type VisitReportView,
  type VisitSeal,
} from '@campo/contracts';
import {
  AppConfig,
  companyLetterhead,
  documentFileName,
  FileService,
  type OpenedFile,
  PdfService,
  PdfSigner,
  type SessionPrincipal,
} from '@campo/platform';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { fieldServiceError } from '../common/field-service-errors';
import { ServiceOrderRepository } from '../orders/service-order.repository';
import { orderNotFound } from '../orders/service-order.service';
import { VisitCatalogService } from './visit-catalog.service';
import { hashLinkToken } from './visit-closing.service';
import { type VisitReading, VisitContentService } from './visit-content.service';
import { verificationQr, visitPrintDocument } from './visit-report.print';
import { VisitRecordsRepository } from './visit-records.repository';
import { addendaSince, type VisitContent } from './visit-seal';
import { VisitPositionService } from './visit-position.service';
import { VisitSealService } from './visit-seal.service';

type Reader = Pick<SessionPrincipal, 'companyId' | 'userId' | 'role'>;

export const photoNotFound = () =>
  fieldServiceError('FOTO_NAO_ENCONTRADA', 'Foto não encontrada nesta ordem de serviço.');

const iso = (value: Date | string) => new Date(value).toISOString();

/** Readings list the default kinds in their order, then the company's own. */
const kindOrder = (code: string) => {
  const index = (READING_KINDS as readonly string[]).indexOf(code);
  return index < 0 ? READING_KINDS.length : index;
};

/**
 * Reading a visit report: its records for the app and the order page, its PDF (sealed
 * content first, addenda apart), its photos and signature, and the PDF behind an
 * e-mailed link. A technician reads only the orders allocated to them (others: 404).
 */
@Injectable()
export class VisitReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly visits: VisitRecordsRepository,
    private readonly contents: VisitContentService,
    private readonly catalog: VisitCatalogService,
    private readonly files: FileService,
    private readonly pdfs: PdfService,
    private readonly signer: PdfSigner,
    private readonly clock: Clock,
    private readonly seals: VisitSealService,
    private readonly config: AppConfig,
    private readonly orders: ServiceOrderRepository,
    private readonly positions: VisitPositionService,
  ) {}

  /** The seal as the report shows it: its hash, time, verification code and page. */
  sealView(seal: { sha256: Buffer; seladoEm: Date | string }): VisitSeal {
    const sha256 = seal.sha256.toString('hex');
    const codigo = sealCode(sha256);
    return {
      sha256,
      seladoEm: iso(seal.seladoEm),
      codigo,
      verificacaoUrl: `${this.config.publicUrl}${SEAL_VERIFICATION_ALIAS}${codigo}`,
    };
  }

  async view(reader: Reader, orderId: string): Promise<VisitReportView> {
    await this.requireReader(reader, orderId);
    return {
      ordemId: orderId,
      pdfUrl: `/api/fs/ordens/${orderId}/relatorio.pdf`,
      ...(await this.records(reader.companyId, orderId)),
    };
  }

  /** What was recorded on the order, as the app and the order page show it. */
  async records(companyId: string, orderId: string): Promise<VisitRecords> {
    const reading = await this.contents.read(companyId, orderId);
    const seal = await this.visits.seal(companyId, orderId);
    const base = `/api/fs/ordens/${orderId}`;
    const line = (record: VisitReading['records'][number]) => ({
      id: record.id,
      tecnico: record.tecnico,
      registradoEm: iso(record.registradoEm),
      adendo: record.adendo,
    });
    const of = (kind: VisitReading['records'][number]['kind']) =>
      reading.records.filter((record) => record.kind === kind);
    return {
      servicos: of('SERVICO').map((record) => ({
        ...line(record),
        servicoId: record.catalogId,
        descricao: record.descricao ?? '',
        descricaoLivre: record.descricaoLivre,
        observacao: record.observacao,
      })),
      leituras: of('LEITURA')
        .map((record) => ({
          ...line(record),
          grandeza: record.grandeza!,
          grandezaNome: record.grandezaNome ?? readingLabel(record.grandeza!),
          valor: Number(record.valor),
          unidade: record.unidade ?? '',
        }))
        .sort((a, b) => kindOrder(a.grandeza) - kindOrder(b.grandeza)),
      materiais: of('MATERIAL').map((record) => ({
        ...line(record),
        materialId: record.catalogId,
        descricao: record.descricao ?? '',
        descricaoLivre: record.descricaoLivre,
        quantidade: Number(record.quantidade),
        unidade: record.unidade ?? '',
      })),
      materiaisFluido: gasPartLines(reading.content.fluidos),
      recomendacoes: of('RECOMENDACAO').map((record) => ({
        ...line(record),
        texto: record.descricao ?? '',
      })),
      fotos: reading.photos.map((photo) => {
        const file = reading.files.get(photo.fileId);
        return {
          id: photo.id,
          tecnico: photo.tecnico,
          registradoEm: iso(photo.registradoEm),
          adendo: photo.adendo,
          rotulo: photo.rotulo,
          legenda: photo.legenda,
          sha256: file?.sha256 ?? '',
          sha256Enviado: photo.sha256Enviado,
          bytes: file?.tamanhoBytes ?? 0,
          largura: file?.largura ?? null,
          altura: file?.altura ?? null,
          url: `${base}/fotos/${photo.id}`,
          miniaturaUrl: `${base}/fotos/${photo.id}/miniatura`,
        };
      }),
      aceite: reading.acceptance
        ? {
            id: reading.acceptance.id,
            tipo: reading.acceptance.tipo,
            nome: reading.acceptance.nome,
            cargo: reading.acceptance.cargo,
            documento: reading.acceptance.documento,
            assinanteConhecido: reading.acceptance.assinanteConhecido,
            motivo: reading.acceptance.motivo,
            em: iso(reading.acceptance.em),
            assinaturaUrl: reading.acceptance.signatureFileId ? `${base}/assinatura` : null,
            tecnico: reading.acceptance.tecnico,
          }
        : null,
      selo: seal ? this.sealView(seal) : null,
      manifesto: seal
        ? reading.acceptance?.manifesto
          ? { pendentes: [], divergentes: [] }
          : null
        : await this.pendingOf(companyId, orderId, reading),
      exigencias: await this.catalog.requirementOf(companyId, reading.header.tipo),
      adendosSupervisor: await this.supervisorAddenda(companyId, orderId),
      posicoes: await this.positions.of(companyId, orderId),
    };
  }

  /**
   * A supervisor's addendum to the sealed report (409 RELATORIO_NAO_SELADO before the
   * seal): recorded with who and when, under the order's lock so it follows the seal.
   */
  async addAddendum(reader: Reader, orderId: string, texto: string): Promise<VisitRecords> {
    await this.requireReader(reader, orderId);
    await this.dataSource.transaction(async (manager) => {
      await this.orders.lock(reader.companyId, orderId, manager);
      if (!(await this.visits.seal(reader.companyId, orderId, manager)))
        throw fieldServiceError(
          'RELATORIO_NAO_SELADO',
          'O relatório ainda não foi selado: um adendo registra o que muda depois do selo.',
        );
      await this.visits.insertAddendum(
        { companyId: reader.companyId, orderId, userId: reader.userId, texto },
        manager,
      );
    });
    return this.records(reader.companyId, orderId);
  }

  async pdf(reader: Reader, orderId: string): Promise<{ pdf: Buffer; fileName: string }> {
    await this.requireReader(reader, orderId);
    return this.render(reader.companyId, orderId);
  }

  /** The PDF behind an e-mailed link: unknown token 404 LINK_INVALIDO, expired 410 LINK_EXPIRADO. */
  async publicPdf(token: string): Promise<{ pdf: Buffer; fileName: string }> {
    const link = /^[\w-]{20,100}$/.test(token)
      ? await this.visits.link(hashLinkToken(token))
      : undefined;
    if (!link)
      throw fieldServiceError(
        'LINK_INVALIDO',
        'Link de relatório inválido. Confira se o endereço foi copiado inteiro do e-mail.',
      );
    if (link.expiresAt.getTime() <= this.clock.now().getTime())
      throw fieldServiceError(
        'LINK_EXPIRADO',
        `Este link expirou em ${link.expiresAt.toLocaleDateString('pt-BR', { timeZone: 'UTC' })}. Peça à empresa responsável pela manutenção um novo envio do relatório.`,
      );
    return this.render(link.companyId, link.orderId);
  }

  /** A photo of the order (or its thumbnail), opened for streaming. */
  async photo(
    reader: Reader,
    orderId: string,
    photoId: string,
    variant: 'original' | 'miniatura',
  ): Promise<OpenedFile> {
    await this.requireReader(reader, orderId);
    const photo = await this.visits.photo(reader.companyId, orderId, photoId);
    if (!photo) throw photoNotFound();
    return this.files.open(reader.companyId, photo.fileId, variant);
  }

  async signature(reader: Reader, orderId: string): Promise<OpenedFile> {
    await this.requireReader(reader, orderId);
    const acceptance = await this.visits.acceptance(reader.companyId, orderId);
    if (!acceptance?.signatureFileId) throw photoNotFound();
    return this.files.open(reader.companyId, acceptance.signatureFileId);
  }

  /**
   * Whether the reader may open the stored file through its id: as through the photo and
   * signature routes (a technician only on orders allocated to them; 404 otherwise), and
   * only a file that is one of the order's photos or its signature.
   */
  async readsEvidenceFile(reader: Reader, orderId: string, fileId: string): Promise<boolean> {
    await this.requireReader(reader, orderId);
    return this.visits.holdsEvidenceFile(reader.companyId, orderId, fileId);
  }

  private async render(companyId: string, orderId: string) {
    const reading = await this.contents.read(companyId, orderId);
    const seal = await this.visits.seal(companyId, orderId);
    // Past its term the seal keeps only its hash: the report is printed from the records.
    const sealed = seal?.conteudo ? (seal.conteudo as unknown as VisitContent) : reading.content;
    const fileOf = new Map(reading.photos.map((photo) => [photo.id, photo.fileId]));
    const photos = new Map<string, string>();
    for (const photo of reading.content.fotos) {
      const fileId = fileOf.get(photo.id);
      if (!fileId) continue;
      const thumbnail = await this.files
        .read(companyId, fileId, 'miniatura')
        .catch(() => undefined);
      if (thumbnail) photos.set(photo.id, `data:image/jpeg;base64,${thumbnail.toString('base64')}`);
    }
    const signatureId = reading.acceptance?.signatureFileId;
    const signature = signatureId
      ? await this.files.read(companyId, signatureId).catch(() => undefined)
      : undefined;
    const company = await companyLetterhead(this.dataSource, companyId);
    const document = visitPrintDocument(sealed, {
      company,
      timeZone: company.timeZone,
      printedAt: this.clock.now(),
      fimAtendimento: reading.header.fimAtendimento ? iso(reading.header.fimAtendimento) : null,
      fimRecebidoEm: await this.visits
        .finish(companyId, orderId)
        .then((finish) => (finish ? iso(finish.registradoEm) : null)),
      seal: seal ? this.sealView(seal) : null,
      qrSvg: seal ? await verificationQr(this.sealView(seal).verificacaoUrl) : null,
      pending: seal ? null : await this.pendingOf(companyId, orderId, reading),
      addenda: seal?.conteudo ? addendaSince(sealed, reading.content) : [],
      supervisorAddenda: await this.supervisorAddenda(companyId, orderId),
      positions: await this.positions.of(companyId, orderId),
      photos,
      signature: signature ? `data:image/png;base64,${signature.toString('base64')}` : null,
      readingNames: new Map(
        reading.records.flatMap((record) =>
          record.grandeza && record.grandezaNome ? [[record.grandeza, record.grandezaNome]] : [],
        ),
      ),
    });
    // A sealed report is final: signed digitally when the company has a certificate.
    const pdf = seal
      ? await this.signer.render(document, { companyId, reason: 'Relatório de atendimento selado' })
      : await this.pdfs.render(document);
    return {
      pdf,
      fileName: documentFileName('Relatório de atendimento', reading.header.codigo),
    };
  }

  private async supervisorAddenda(companyId: string, orderId: string) {
    return (await this.visits.addenda(companyId, orderId)).map((addendum) => ({
      ...addendum,
      registradoEm: iso(addendum.registradoEm),
    }));
  }

  private async pendingOf(companyId: string, orderId: string, reading: VisitReading) {
    if (!reading.acceptance?.manifesto) return null;
    const comparison = await this.seals.compare(companyId, orderId, undefined, reading.acceptance);
    return comparison
      ? { pendentes: comparison.pendentes, divergentes: comparison.divergentes }
      : null;
  }

  private async requireReader(reader: Reader, orderId: string) {
    const header = await this.visits.header(reader.companyId, orderId);
    if (!header) throw orderNotFound();
    if (
      reader.role === 'TECNICO' &&
      !(await this.visits.isAllocated(reader.companyId, orderId, reader.userId))
    )
      throw orderNotFound();
  }
}
