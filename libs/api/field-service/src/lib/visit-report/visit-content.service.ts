import { Injectable } from '@nestjs/common';
import type { StoredFileView } from '@campo/contracts';
import { FileService } from '@campo/platform';
import type { EntityManager } from 'typeorm';
import { orderNotFound } from '../orders/service-order.service';
import {
  type AcceptanceRow,
  type VisitHeaderRow,
  type VisitPhotoRow,
  type VisitRecordRow,
  VisitRecordsRepository,
} from './visit-records.repository';
import type { VisitContent } from './visit-seal';

/** Files of a visit are owned by its order. */
export const VISIT_FILE_OWNER = 'ordem';

/** Everything read for a report: the content, and the rows and files behind it. */
export interface VisitReading {
  header: VisitHeaderRow;
  records: VisitRecordRow[];
  photos: VisitPhotoRow[];
  acceptance: AcceptanceRow | undefined;
  files: Map<string, StoredFileView>;
  content: VisitContent;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Reads what a visit report says, in the one shape that is sealed, hashed, compared for
 * addenda and printed (`VisitContent`).
 */
@Injectable()
export class VisitContentService {
  constructor(
    private readonly visits: VisitRecordsRepository,
    private readonly files: FileService,
  ) {}

  async read(companyId: string, orderId: string, manager?: EntityManager): Promise<VisitReading> {
    const header = await this.visits.header(companyId, orderId, manager);
    if (!header) throw orderNotFound();
    // One connection runs one statement at a time: inside a transaction, read in turn.
    const records = await this.visits.records(companyId, orderId, manager);
    const photos = await this.visits.photos(companyId, orderId, manager);
    const acceptance = await this.visits.acceptance(companyId, orderId, manager);
    const checklist = await this.visits.checklist(companyId, orderId, manager);
    const fluids = await this.visits.fluids(companyId, orderId, manager);
    const stored = await this.files.listByOwner(companyId, VISIT_FILE_OWNER, [orderId], manager);
    const files = new Map(stored.map((file) => [file.id, file]));
    const of = (kind: VisitRecordRow['kind']) => records.filter((record) => record.kind === kind);
    const content: VisitContent = {
      versao: 1,
      ordem: {
        id: header.id,
        codigo: header.codigo,
        tipo: header.tipo,
        descricao: header.descricao,
        abertura: iso(header.abertura),
        inicioAtendimento: header.inicioAtendimento ? iso(header.inicioAtendimento) : null,
      },
      cliente: header.cliente,
      contrato: header.contrato,
      equipamento: header.equipamento,
      tecnicos: header.tecnicos,
      causaRaiz: header.causaRaiz,
      servicos: of('SERVICO').map((record) => ({
        id: record.id,
        descricao: record.descricao ?? '',
        observacao: record.observacao,
      })),
      leituras: of('LEITURA').map((record) => ({
        id: record.id,
        grandeza: record.grandeza!,
        valor: Number(record.valor),
        unidade: record.unidade ?? '',
      })),
      materiais: of('MATERIAL').map((record) => ({
        id: record.id,
        descricao: record.descricao ?? '',
        quantidade: Number(record.quantidade),
        unidade: record.unidade ?? '',
      })),
      recomendacoes: of('RECOMENDACAO').map((record) => ({
        id: record.id,
        texto: record.descricao ?? '',
      })),
      checklist,
      fluidos: fluids.map((fluid) => ({ ...fluid, quantidadeKg: Number(fluid.quantidadeKg) })),
      fotos: photos.map((photo) => ({
        id: photo.id,
        rotulo: photo.rotulo,
        legenda: photo.legenda,
        sha256: files.get(photo.fileId)?.sha256 ?? '',
      })),
      aceite: acceptance
        ? {
            tipo: acceptance.tipo,
            nome: acceptance.nome,
            documento: acceptance.documento,
            motivo: acceptance.motivo,
            em: iso(acceptance.em),
            assinaturaSha256: acceptance.signatureFileId
              ? (files.get(acceptance.signatureFileId)?.sha256 ?? null)
              : null,
          }
        : null,
    };
    return { header, records, photos, acceptance, files, content };
  }
}
