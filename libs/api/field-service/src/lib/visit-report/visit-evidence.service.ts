import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { FileService } from '@campo/platform';
import { fieldServiceError } from '../common/field-service-errors';
import { fieldTime, invalid } from '../technician-app/technician-app.rules';
import { VisitContentService, VISIT_FILE_OWNER } from './visit-content.service';
import type { VisitManifest } from '@campo/contracts';
import type { VisitAcceptanceDto, VisitManifestDto, VisitPhotoDto } from './visit-report.dto';
import { VisitRecordsRepository } from './visit-records.repository';
import { isKnownSigner, photoBody } from './visit-manifest';
import { sealHash } from './visit-seal';
import { VisitPositionService } from './visit-position.service';
import { VisitSealService } from './visit-seal.service';
import { type VisitActor, VisitWriter } from './visit-writer';

/**
 * The evidence of a visit from the phone: photos (re-encoded and stored through the
 * platform's file storage under the phone's UUID, so the same id and bytes are one
 * record and other bytes are 409) and the client's acceptance. An acceptance with the
 * manifest the client signed is checked against what arrived (VisitSealService) and
 * seals the report once every listed item is there, possibly at a later photo; one
 * without (older phones) seals at once what the server has (content version 1).
 */
@Injectable()
export class VisitEvidenceService {
  constructor(
    private readonly writer: VisitWriter,
    private readonly visits: VisitRecordsRepository,
    private readonly content: VisitContentService,
    private readonly files: FileService,
    private readonly seals: VisitSealService,
    private readonly positions: VisitPositionService,
  ) {}

  async photo(actor: VisitActor, orderId: string, dto: VisitPhotoDto, bytes: Buffer | undefined) {
    if (!bytes || bytes.length === 0)
      throw invalid('arquivo: envie a foto no campo "arquivo" (multipart/form-data)');
    // The hash of the bytes as uploaded (before re-encoding): the one the manifest lists.
    const uploaded = createHash('sha256').update(bytes).digest('hex');
    const body = photoBody(dto, uploaded);
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
      this.writer.write(actor, orderId, { lista: 'fotos', id: dto.id }, body, async (step) => {
        const { sealed, hash, manager } = step;
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
            sha256Enviado: uploaded,
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
    const manifest = dto.manifesto ? manifestOf(dto.manifesto) : null;
    const cargo = signed ? (dto.cargo ?? null) : null;
    // What older phones send hashes as it always did: the new fields only when present.
    const body = {
      tipo: 'ACEITE',
      aceite: dto.tipo,
      em: at.toISOString(),
      nome: signed ? dto.nome : null,
      documento: signed ? (dto.documento ?? null) : null,
      assinatura: signature ? createHash('sha256').update(signature).digest('hex') : null,
      motivo: signed ? null : dto.motivo,
      ...(cargo ? { cargo } : {}),
      ...(manifest ? { manifesto: sealHash(manifest) } : {}),
      ...(dto.posicao ? { posicao: { ...dto.posicao } } : {}),
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
    const write = { lista: null, id: dto.id };
    return this.writer.write(actor, orderId, write, body, async ({ order, hash, manager }) => {
      if (await this.visits.acceptance(actor.companyId, orderId, manager))
        throw fieldServiceError(
          'ACEITE_JA_REGISTRADO',
          `A ordem ${order.codigo} já tem o aceite do cliente; o relatório está selado. Registre mudanças como novos itens (adendos).`,
        );
      const file = prepared ? (await this.files.save(prepared, manager)).file : null;
      const known = signed
        ? isKnownSigner(
            { nome: body.nome!, documento: body.documento },
            await this.visits.signersOf(actor.companyId, orderId, manager),
          )
        : null;
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
          cargo,
          assinanteConhecido: known,
          manifesto: manifest,
        },
        manager,
      );
      await this.positions.record(
        { companyId: actor.companyId, orderId, userId: actor.userId, momento: 'CHECKOUT' },
        dto.posicao,
        at,
        manager,
      );
      if (manifest) {
        await this.seals.accept(actor.companyId, orderId, manager);
        await this.seals.complete(actor.companyId, orderId, manager);
        return;
      }
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

/** The manifest as stored and hashed: plain data in the wire shape, no DTO class. */
function manifestOf(dto: VisitManifestDto): VisitManifest {
  const plain = <T extends object>(items: T[]) => items.map((item) => ({ ...item }));
  return {
    inicio: new Date(dto.inicio).toISOString(),
    fim: new Date(dto.fim).toISOString(),
    servicos: dto.servicos.map((item) => ({
      id: item.id,
      servicoId: item.servicoId ?? null,
      descricao: item.descricao ?? null,
      observacao: item.observacao ?? null,
    })),
    leituras: plain(dto.leituras),
    materiais: plain(dto.materiais),
    recomendacoes: plain(dto.recomendacoes),
    checklist: dto.checklist.map((answer) => ({
      item: answer.item,
      conforme: answer.naoSeAplica ? true : answer.conforme!,
      observacao: answer.observacao ?? null,
      ...(answer.naoSeAplica ? { naoSeAplica: true as const } : {}),
    })),
    fluidos: plain(dto.fluidos),
    fotos: dto.fotos.map((photo) => ({
      id: photo.id,
      rotulo: photo.rotulo,
      legenda: photo.legenda ?? null,
      sha256: photo.sha256.toLowerCase(),
    })),
  };
}
