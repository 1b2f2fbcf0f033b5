import { Injectable } from '@nestjs/common';
import { READING_LABELS, READING_UNITS } from '@campo/contracts';
import type { EntityManager } from 'typeorm';
import { invalid } from '../technician-app/technician-app.rules';
import { VisitCatalogService } from './visit-catalog.service';
import type {
  VisitMaterialDto,
  VisitReadingDto,
  VisitRecommendationDto,
  VisitServiceDto,
} from './visit-report.dto';
import { type NewVisitRecord, VisitRecordsRepository } from './visit-records.repository';
import { type VisitActor, VisitWriter } from './visit-writer';

type Line = Omit<
  NewVisitRecord,
  'id' | 'companyId' | 'orderId' | 'userId' | 'adendo' | 'requestHash'
>;

const EMPTY: Line = {
  kind: 'SERVICO',
  catalogId: null,
  descricao: null,
  observacao: null,
  grandeza: null,
  valor: null,
  quantidade: null,
  unidade: null,
};

/**
 * What was done on a visit, line by line, from the phone: services (catalogue or free
 * text), readings with their units, materials used and recommendations to the client.
 */
@Injectable()
export class VisitRecordsService {
  constructor(
    private readonly writer: VisitWriter,
    private readonly visits: VisitRecordsRepository,
    private readonly catalog: VisitCatalogService,
  ) {}

  service(actor: VisitActor, orderId: string, dto: VisitServiceDto) {
    const body = {
      tipo: 'SERVICO',
      servicoId: dto.servicoId ?? null,
      descricao: dto.descricao ?? null,
      observacao: dto.observacao ?? null,
    };
    if (!body.servicoId && !body.descricao)
      throw invalid('informe servicoId (serviço do catálogo) ou descricao (texto livre)');
    return this.line(actor, orderId, dto.id, body, async (manager) => {
      if (body.servicoId)
        await this.catalog.activeItem(actor.companyId, body.servicoId, 'SERVICO', manager);
      return {
        ...EMPTY,
        kind: 'SERVICO',
        catalogId: body.servicoId,
        descricao: body.descricao,
        observacao: body.observacao,
      };
    });
  }

  reading(actor: VisitActor, orderId: string, dto: VisitReadingDto) {
    const units = READING_UNITS[dto.grandeza];
    if (!units.includes(dto.unidade))
      throw invalid(
        `unidade: ${READING_LABELS[dto.grandeza].toLowerCase()} aceita ${units.join(', ')}`,
      );
    const body = {
      tipo: 'LEITURA',
      grandeza: dto.grandeza,
      valor: dto.valor,
      unidade: dto.unidade,
    };
    return this.line(actor, orderId, dto.id, body, async () => ({
      ...EMPTY,
      kind: 'LEITURA',
      grandeza: dto.grandeza,
      valor: dto.valor,
      unidade: dto.unidade,
    }));
  }

  material(actor: VisitActor, orderId: string, dto: VisitMaterialDto) {
    const body = {
      tipo: 'MATERIAL',
      materialId: dto.materialId ?? null,
      descricao: dto.descricao ?? null,
      quantidade: dto.quantidade,
      unidade: dto.unidade,
    };
    if (!body.materialId && !body.descricao)
      throw invalid('informe materialId (material do catálogo) ou descricao (texto livre)');
    return this.line(actor, orderId, dto.id, body, async (manager) => {
      if (body.materialId)
        await this.catalog.activeItem(actor.companyId, body.materialId, 'MATERIAL', manager);
      return {
        ...EMPTY,
        kind: 'MATERIAL',
        catalogId: body.materialId,
        descricao: body.descricao,
        quantidade: dto.quantidade,
        unidade: dto.unidade,
      };
    });
  }

  recommendation(actor: VisitActor, orderId: string, dto: VisitRecommendationDto) {
    const body = { tipo: 'RECOMENDACAO', texto: dto.texto };
    return this.line(actor, orderId, dto.id, body, async () => ({
      ...EMPTY,
      kind: 'RECOMENDACAO',
      descricao: dto.texto,
    }));
  }

  private line(
    actor: VisitActor,
    orderId: string,
    id: string,
    body: Record<string, unknown>,
    build: (manager: EntityManager) => Promise<Line>,
  ) {
    return this.writer.write(actor, orderId, id, body, async ({ sealed, hash, manager }) => {
      const line = await build(manager);
      await this.visits.insertRecord(
        {
          ...line,
          id,
          companyId: actor.companyId,
          orderId,
          userId: actor.userId,
          adendo: sealed,
          requestHash: hash,
        },
        manager,
      );
    });
  }
}
