import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { invalid } from '../technician-app/technician-app.rules';
import { VisitCatalogService } from './visit-catalog.service';
import {
  materialBody,
  readingBody,
  recommendationBody,
  serviceBody,
  type WriteList,
} from './visit-manifest';
import type {
  VisitMaterialDto,
  VisitReadingDto,
  VisitRecommendationDto,
  VisitServiceDto,
} from './visit-report.dto';
import { VisitCorrectionsService } from './visit-corrections.service';
import {
  type NewVisitRecord,
  type VisitRecordKind,
  VisitRecordsRepository,
} from './visit-records.repository';
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

/** A line's request body (what its hash covers) and how to build its row once the order is locked. */
interface LinePlan {
  lista: WriteList;
  body: Record<string, unknown>;
  build: (manager: EntityManager) => Promise<Line>;
}

/**
 * What was done on a visit, line by line, from the phone: services (catalogue or free
 * text), readings with their units, materials used and recommendations to the client.
 * Each kind is validated and built in one place, for a new line and for its correction.
 */
@Injectable()
export class VisitRecordsService {
  constructor(
    private readonly writer: VisitWriter,
    private readonly visits: VisitRecordsRepository,
    private readonly catalog: VisitCatalogService,
    private readonly corrections: VisitCorrectionsService,
  ) {}

  service(actor: VisitActor, orderId: string, dto: VisitServiceDto) {
    return this.line(actor, orderId, dto.id, this.servicePlan(actor, dto));
  }

  reading(actor: VisitActor, orderId: string, dto: VisitReadingDto) {
    return this.line(actor, orderId, dto.id, this.readingPlan(actor, dto));
  }

  material(actor: VisitActor, orderId: string, dto: VisitMaterialDto) {
    return this.line(actor, orderId, dto.id, this.materialPlan(actor, dto));
  }

  recommendation(actor: VisitActor, orderId: string, dto: VisitRecommendationDto) {
    return this.line(actor, orderId, dto.id, this.recommendationPlan(dto));
  }

  /** Corrects a line of `kind` before the client's acceptance; `dto.id` is the correction's own id. */
  correct(
    actor: VisitActor,
    orderId: string,
    entryId: string,
    kind: 'SERVICO',
    dto: VisitServiceDto,
  ): Promise<{ created: boolean }>;
  correct(
    actor: VisitActor,
    orderId: string,
    entryId: string,
    kind: 'LEITURA',
    dto: VisitReadingDto,
  ): Promise<{ created: boolean }>;
  correct(
    actor: VisitActor,
    orderId: string,
    entryId: string,
    kind: 'MATERIAL',
    dto: VisitMaterialDto,
  ): Promise<{ created: boolean }>;
  correct(
    actor: VisitActor,
    orderId: string,
    entryId: string,
    kind: 'RECOMENDACAO',
    dto: VisitRecommendationDto,
  ): Promise<{ created: boolean }>;
  correct(
    actor: VisitActor,
    orderId: string,
    entryId: string,
    kind: VisitRecordKind,
    dto: VisitServiceDto | VisitReadingDto | VisitMaterialDto | VisitRecommendationDto,
  ) {
    const plan =
      kind === 'SERVICO'
        ? this.servicePlan(actor, dto as VisitServiceDto)
        : kind === 'LEITURA'
          ? this.readingPlan(actor, dto as VisitReadingDto)
          : kind === 'MATERIAL'
            ? this.materialPlan(actor, dto as VisitMaterialDto)
            : this.recommendationPlan(dto as VisitRecommendationDto);
    return this.corrections.edit(
      actor,
      orderId,
      entryId,
      dto.id,
      kind,
      plan.body,
      async (manager, entryHash) =>
        this.visits.updateRecord(
          actor.companyId,
          entryId,
          entryHash,
          await plan.build(manager),
          manager,
        ),
    );
  }

  private servicePlan(actor: VisitActor, dto: VisitServiceDto): LinePlan {
    const body = serviceBody(dto);
    if (!body.servicoId && !body.descricao)
      throw invalid('informe servicoId (serviço do catálogo) ou descricao (texto livre)');
    return {
      lista: 'servicos',
      body,
      build: async (manager) => {
        if (body.servicoId)
          await this.catalog.activeItem(actor.companyId, body.servicoId, 'SERVICO', manager);
        return {
          ...EMPTY,
          kind: 'SERVICO',
          catalogId: body.servicoId,
          descricao: body.descricao,
          observacao: body.observacao,
        };
      },
    };
  }

  private readingPlan(actor: VisitActor, dto: VisitReadingDto): LinePlan {
    return {
      lista: 'leituras',
      body: readingBody(dto),
      build: async (manager) => {
        await this.catalog.readingKind(actor.companyId, dto.grandeza, dto.unidade, manager);
        return {
          ...EMPTY,
          kind: 'LEITURA',
          grandeza: dto.grandeza,
          valor: dto.valor,
          unidade: dto.unidade,
        };
      },
    };
  }

  private materialPlan(actor: VisitActor, dto: VisitMaterialDto): LinePlan {
    const body = materialBody(dto);
    if (!body.materialId && !body.descricao)
      throw invalid('informe materialId (material do catálogo) ou descricao (texto livre)');
    return {
      lista: 'materiais',
      body,
      build: async (manager) => {
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
      },
    };
  }

  private recommendationPlan(dto: VisitRecommendationDto): LinePlan {
    return {
      lista: 'recomendacoes',
      body: recommendationBody(dto),
      build: async () => ({ ...EMPTY, kind: 'RECOMENDACAO', descricao: dto.texto }),
    };
  }

  private line(actor: VisitActor, orderId: string, id: string, { lista, body, build }: LinePlan) {
    return this.writer.write(
      actor,
      orderId,
      { lista, id },
      body,
      async ({ sealed, hash, manager }) => {
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
      },
    );
  }
}
