import { Injectable } from '@nestjs/common';
import type { ManifestChecklistAnswer, VisitManifest } from '@campo/contracts';
import type { EntityManager } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import { VisitContentService } from './visit-content.service';
import {
  checklistRefusal,
  compareManifest,
  type ManifestComparison,
  manifestWrites,
} from './visit-manifest';
import { type AcceptanceRow, VisitRecordsRepository } from './visit-records.repository';
import { sealHash, type VisitContent } from './visit-seal';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The seal over a signed manifest (content version 2): the acceptance's manifest is
 * compared with what arrived; the seal is written, in the transaction of the write that
 * completes it, once every item has arrived as listed. The sealed content is the
 * manifest's items (read from the stored rows that match them), the acceptance, the
 * device and server times.
 */
@Injectable()
export class VisitSealService {
  constructor(
    private readonly visits: VisitRecordsRepository,
    private readonly contents: VisitContentService,
  ) {}

  /** The manifest against what the server holds now (null: no manifest on the order). */
  async compare(
    companyId: string,
    orderId: string,
    manager?: EntityManager,
    acceptance?: AcceptanceRow,
  ): Promise<ManifestComparison | null> {
    const accepted = acceptance ?? (await this.visits.acceptance(companyId, orderId, manager));
    if (!accepted?.manifesto) return null;
    const writes = await this.visits.writesOf(companyId, orderId, manager);
    const checklist = await this.visits.checklist(companyId, orderId, manager);
    const fluids = await this.visits.fluids(companyId, orderId, manager);
    const start = await this.visits.start(companyId, orderId, accepted.userId, manager);
    return compareManifest(orderId, accepted.manifesto, {
      writes,
      checklist,
      fluids,
      inicio: start ? iso(start.em) : null,
    });
  }

  /** Seals the report when its manifest is complete and matches; nothing otherwise. */
  async complete(companyId: string, orderId: string, manager: EntityManager): Promise<boolean> {
    if (await this.visits.seal(companyId, orderId, manager)) return false;
    const acceptance = await this.visits.acceptance(companyId, orderId, manager);
    if (!acceptance?.manifesto) return false;
    const comparison = await this.compare(companyId, orderId, manager, acceptance);
    if (!comparison || comparison.pendentes.length > 0 || comparison.divergentes.length > 0)
      return false;
    const content = await this.sealedContent(companyId, orderId, acceptance, manager);
    await this.visits.insertSeal(
      companyId,
      orderId,
      { conteudo: content, sha256: Buffer.from(sealHash(content), 'hex') },
      manager,
    );
    return true;
  }

  /**
   * At the acceptance: what already arrived must be as listed (409 MANIFESTO_DIVERGENTE,
   * naming each item); writes the manifest does not list are marked as outside the seal.
   */
  async accept(companyId: string, orderId: string, manager: EntityManager): Promise<void> {
    const comparison = await this.compare(companyId, orderId, manager);
    if (!comparison) return;
    if (comparison.divergentes.length > 0)
      throw fieldServiceError(
        'MANIFESTO_DIVERGENTE',
        `O resumo assinado difere do que o servidor já recebeu: ${comparison.divergentes.join('; ')}. Atualize o aplicativo e colha o aceite de novo.`,
        { detalhes: comparison.divergentes },
      );
    await this.visits.markOutsideManifest(companyId, orderId, comparison.extras, manager);
  }

  /** A checklist write after the acceptance: only the answers the manifest lists, as listed. */
  async guardChecklist(
    companyId: string,
    orderId: string,
    answers: ManifestChecklistAnswer[],
    manager: EntityManager,
  ): Promise<VisitManifest | null> {
    const manifest = (await this.visits.acceptance(companyId, orderId, manager))?.manifesto;
    if (!manifest) return null;
    const refusal = checklistRefusal(manifest, answers);
    if (refusal) throw fieldServiceError(refusal.codigo, refusal.erro);
    return manifest;
  }

  /** The finish after a signed manifest must carry the end time the client signed. */
  async guardEnd(
    companyId: string,
    orderId: string,
    at: Date,
    manager: EntityManager,
  ): Promise<void> {
    const manifest = (await this.visits.acceptance(companyId, orderId, manager))?.manifesto;
    if (manifest && new Date(manifest.fim).getTime() !== at.getTime())
      throw fieldServiceError(
        'ITEM_DIVERGENTE_DO_MANIFESTO',
        `O fim do atendimento difere do horário que o cliente assinou (${iso(manifest.fim)}); o registro não foi aplicado.`,
      );
  }

  private async sealedContent(
    companyId: string,
    orderId: string,
    acceptance: AcceptanceRow,
    manager: EntityManager,
  ): Promise<VisitContent> {
    const manifest = acceptance.manifesto!;
    const { content, records, photos } = await this.contents.read(companyId, orderId, manager);
    const listed = manifestWrites(orderId, manifest);
    const received = new Map<string, string>([
      ...records.map((record) => [record.id, iso(record.registradoEm)] as const),
      ...photos.map((photo) => [photo.id, iso(photo.registradoEm)] as const),
    ]);
    const stamp = <T extends { id: string }>(items: T[]) =>
      items
        .filter((item) => listed.has(item.id))
        .map((item) => ({ ...item, recebidoEm: received.get(item.id)! }));
    const sent = new Map(manifest.fotos.map((photo) => [photo.id, photo.sha256]));
    const answers = new Set(manifest.checklist.map((answer) => answer.item));
    const fluids = new Set(manifest.fluidos.map((fluid) => fluid.id));
    const start = await this.visits.start(companyId, orderId, acceptance.userId, manager);
    return {
      ...content,
      versao: 2,
      horarios: {
        inicio: {
          aparelho: start ? iso(start.em) : iso(manifest.inicio),
          servidor: start ? iso(start.registradoEm) : null,
        },
        fim: { aparelho: iso(manifest.fim) },
        aceite: { aparelho: iso(acceptance.em), servidor: iso(acceptance.registradoEm) },
      },
      servicos: stamp(content.servicos),
      leituras: stamp(content.leituras),
      materiais: stamp(content.materiais),
      recomendacoes: stamp(content.recomendacoes),
      checklist: content.checklist.filter((answer) => answers.has(answer.item)),
      fluidos: content.fluidos.filter((fluid) => fluids.has(fluid.id)),
      fotos: stamp(content.fotos).map((photo) => ({
        ...photo,
        sha256Enviado: sent.get(photo.id)!,
      })),
      aceite: content.aceite && {
        ...content.aceite,
        cargo: acceptance.cargo,
        assinanteConhecido: acceptance.assinanteConhecido,
      },
    };
  }
}
