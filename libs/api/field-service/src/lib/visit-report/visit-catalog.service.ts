import { Injectable } from '@nestjs/common';
import {
  type CatalogItem,
  DEFAULT_FINISH_REQUIREMENT,
  type FinishRequirement,
  type FinishRequirements,
  ORDER_TYPES,
} from '@campo/contracts';
import { isPostgresError, PG_UNIQUE_VIOLATION } from '@campo/platform';
import type { EntityManager } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import { invalid } from '../technician-app/technician-app.rules';
import type {
  CatalogQueryDto,
  CreateCatalogItemDto,
  FinishRequirementsDto,
  UpdateCatalogItemDto,
} from './visit-report.dto';
import { VisitCatalogRepository } from './visit-catalog.repository';

export const catalogItemNotFound = () =>
  fieldServiceError('CATALOGO_ITEM_NAO_ENCONTRADO', 'Item não encontrado no catálogo da empresa.');

const duplicate = (nome: string) =>
  fieldServiceError(
    'CATALOGO_ITEM_DUPLICADO',
    `O catálogo já tem um item "${nome}" deste tipo; edite-o ou reative-o.`,
  );

/** A reading kind's code from its name: "Tensão entre fases" → `TENSAO_ENTRE_FASES`. */
export const readingCode = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40) || 'GRANDEZA';

/**
 * The company's catalogue of services and materials (seeded with common HVAC items the
 * first time it is read; the ADMIN adds, renames and deactivates items, never deletes
 * them, so past reports keep their names) and what finishing an order requires.
 */
@Injectable()
export class VisitCatalogService {
  constructor(private readonly catalog: VisitCatalogRepository) {}

  async list(companyId: string, query: CatalogQueryDto): Promise<CatalogItem[]> {
    await this.catalog.seedOnce(companyId);
    await this.catalog.seedReadingKinds(companyId);
    return this.catalog.list(companyId, { tipo: query.tipo ?? null, todos: query.todos ?? false });
  }

  async create(companyId: string, dto: CreateCatalogItemDto): Promise<CatalogItem> {
    await this.catalog.seedOnce(companyId);
    await this.catalog.seedReadingKinds(companyId);
    const reading = dto.tipo === 'LEITURA';
    if (reading && !dto.unidades?.length)
      throw invalid('unidades: informe ao menos uma unidade da grandeza (ex.: ["V"])');
    const item = await this.catalog.insert(companyId, {
      tipo: dto.tipo,
      nome: dto.nome,
      unidade: dto.tipo === 'MATERIAL' ? (dto.unidade ?? 'un') : null,
      codigo: reading ? readingCode(dto.nome) : null,
      unidades: reading ? [...new Set(dto.unidades)] : null,
    });
    if (!item) throw duplicate(dto.nome);
    return item;
  }

  /**
   * The company's active reading kind under `codigo`, when it accepts `unidade` (a
   * reading the technician sends); else 400 saying which kinds or units are accepted.
   */
  async readingKind(
    companyId: string,
    codigo: string,
    unidade: string,
    manager?: EntityManager,
  ): Promise<CatalogItem> {
    await this.catalog.seedReadingKinds(companyId, manager);
    const kind = await this.catalog.readingKind(companyId, codigo, manager);
    if (!kind || !kind.ativo)
      throw invalid(`grandeza: ${codigo} não é uma grandeza ativa no catálogo da empresa`);
    const units = kind.unidades ?? [];
    if (!units.includes(unidade))
      throw invalid(`unidade: ${kind.nome.toLowerCase()} aceita ${units.join(', ')}`);
    return kind;
  }

  async update(companyId: string, id: string, dto: UpdateCatalogItemDto): Promise<CatalogItem> {
    const item = await this.catalog.update(companyId, id, dto).catch((error: unknown) => {
      if (isPostgresError(error, PG_UNIQUE_VIOLATION)) throw duplicate(dto.nome ?? '');
      throw error;
    });
    if (!item) throw catalogItemNotFound();
    return item;
  }

  /** An active item of the kind, for a record the technician sends. */
  async activeItem(
    companyId: string,
    id: string,
    tipo: CatalogItem['tipo'],
    manager?: EntityManager,
  ): Promise<CatalogItem> {
    const item = await this.catalog.find(companyId, id, manager);
    if (!item || item.tipo !== tipo || !item.ativo) throw catalogItemNotFound();
    return item;
  }

  async requirements(companyId: string): Promise<FinishRequirements> {
    const stored = await this.catalog.requirements(companyId);
    return Object.fromEntries(
      ORDER_TYPES.map((tipo) => [tipo, stored[tipo] ?? DEFAULT_FINISH_REQUIREMENT]),
    ) as FinishRequirements;
  }

  async requirementOf(
    companyId: string,
    orderType: string,
    manager?: EntityManager,
  ): Promise<FinishRequirement> {
    return (
      (await this.catalog.requirementOf(companyId, orderType, manager)) ??
      DEFAULT_FINISH_REQUIREMENT
    );
  }

  async writeRequirements(
    companyId: string,
    dto: FinishRequirementsDto,
  ): Promise<FinishRequirements> {
    await this.catalog.writeRequirements(companyId, dto.exigencias);
    return this.requirements(companyId);
  }
}
