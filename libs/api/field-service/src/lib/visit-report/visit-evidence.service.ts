import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { FileService } from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import { fieldTime, invalid } from '../technician-app/technician-app.rules';
import { VisitContentService, VISIT_FILE_OWNER } from './visit-content.service';
import type { VisitAcceptanceDto, VisitPhotoDto } from './visit-report.dto';
import { VisitRecordsRepository } from './visit-records.repository';
import { sealHash } from './visit-seal';
import { type VisitActor, VisitWriter } from './visit-writer';

/**
 * The evidence of a visit from the phone: photos (re-encoded and stored through the
 * platform's file storage under the phone's UUID, so the same id and bytes are one
 * record and other bytes are 409) and the client's acceptance, whose recording seals
 * the report: the canonical content, photo and signature hashes included, and its
 * SHA-256 are stored in the same transaction.
 */
@Injectable()
export class VisitEvidenceService {
  constructor(
    private readonly writer: VisitWriter,
    private readonly visits: VisitRecordsRepository,
    private readonly content: VisitContentService,
    private readonly files: FileService,
  ) {}

  async photo(actor: VisitActor, orderId: string, dto: VisitPhotoDto, bytes: Buffer | undefined) {
    if (!bytes || bytes.length === 0)
      throw invalid('arquivo: envie a foto no campo "arquivo" (multipart/form-data)');
    const body = {
      tipo: 'FOTO',
      rotulo: dto.rotulo,
      legenda: dto.legenda ?? null,
      bytes: createHash('sha256').update(bytes).digest('hex'),
    };
    // Decoded and re-encoded before any connection: the order's lock covers the rows only.
    const prepared = await this.files.prepare({
      companyId: actor.companyId,
      id: dto.id,
      owner: { kind: VISIT_FILE_OWNER, id: orderId },
      label: dto.rotulo,
      format: 'photo',
      bytes,
      createdBy: actor.userId,
    });
    return this.files.withUploadConnection(() =>
      this.writer.write(actor, orderId, dto.id, body, async ({ sealed, hash, manager }) => {
        const { file } = await this.files.save(prepared, manager);
        await this.visits.insertPhoto(
          {
            id: dto.id,
            companyId: actor.companyId,
            orderId,
            userId: actor.userId,
            fileId: file.id,
            rotulo: dto.rotulo,
            legenda: dto.legenda ?? null,
            adendo: sealed,
            requestHash: hash,
          },
          manager,
        );
      }),
    );
  }

  async acceptance(actor: VisitActor, orderId: string, dto: VisitAcceptanceDto, now = new Date()) {
    const at = fieldTime(dto.em, now);
    const signed = dto.tipo === 'ASSINADO';
    const problems = signed
      ? [
          ...(dto.nome ? [] : ['nome: obrigatório quando o cliente assina']),
          ...(dto.assinatura ? [] : ['assinatura: desenhe a assinatura do cliente']),
        ]
      : dto.motivo
        ? []
        : ['motivo: obrigatório quando o cliente está ausente'];
    if (problems.length > 0) throw invalid(...problems);
    const signature = signed ? Buffer.from(dto.assinatura!.split(',')[1], 'base64') : null;
    const body = {
      tipo: 'ACEITE',
      aceite: dto.tipo,
      em: at.toISOString(),
      nome: signed ? dto.nome : null,
      documento: signed ? (dto.documento ?? null) : null,
      assinatura: signature ? createHash('sha256').update(signature).digest('hex') : null,
      motivo: signed ? null : dto.motivo,
    };
    const prepared = signature
      ? await this.files.prepare({
          companyId: actor.companyId,
          id: dto.id,
          owner: { kind: VISIT_FILE_OWNER, id: orderId },
          label: 'ASSINATURA',
          format: 'drawing',
          bytes: signature,
          createdBy: actor.userId,
        })
      : null;
    // The signature is encoded before the transaction too; one per order, so not capped.
    return this.writer.write(actor, orderId, dto.id, body, async ({ order, hash, manager }) => {
      if (await this.visits.acceptance(actor.companyId, orderId, manager))
        throw fieldServiceError(
          'ACEITE_JA_REGISTRADO',
          `A ordem ${order.codigo} já tem o aceite do cliente; o relatório está selado. Registre mudanças como novos itens (adendos).`,
        );
      const file = prepared ? (await this.files.save(prepared, manager)).file : null;
      await this.visits.insertAcceptance(
        {
          id: dto.id,
          companyId: actor.companyId,
          orderId,
          userId: actor.userId,
          tipo: dto.tipo,
          nome: body.nome ?? null,
          documento: body.documento,
          signatureFileId: file?.id ?? null,
          motivo: body.motivo ?? null,
          em: at,
          requestHash: hash,
        },
        manager,
      );
      const { content } = await this.content.read(actor.companyId, orderId, manager);
      await this.visits.insertSeal(
        actor.companyId,
        orderId,
        { conteudo: content, sha256: Buffer.from(sealHash(content), 'hex') },
        manager,
      );
    });
  }
}
