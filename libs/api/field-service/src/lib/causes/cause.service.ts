import { Injectable } from '@nestjs/common';
import type { CauseEntry, OrderCause } from '@campo/contracts';
import { invalid, isPostgresError, PG_UNIQUE_VIOLATION } from '@campo/platform';
import type { EntityManager } from 'typeorm';
import { fieldServiceError } from '../common/field-service-errors';
import type { CauseQueryDto, CreateCauseDto, UpdateCauseDto } from './cause.dto';
import { CauseRepository } from './cause.repository';

export const causeNotFound = () =>
  fieldServiceError('CAUSA_NAO_ENCONTRADA', 'Causa não encontrada no catálogo da empresa.');

const duplicate = (nome: string) =>
  fieldServiceError(
    'CAUSA_DUPLICADA',
    `O catálogo já tem a causa "${nome}"; edite-a ou reative-a.`,
  );

/** A cause as an order records it: the catalogue entry and the text kept beside it. */
export interface ChosenCause {
  causaId: string;
  /** The text: "Outra"'s own words, or the entry's name. */
  texto: string;
}

/**
 * The company's root-cause catalogue: seeded with common HVAC causes the first time it
 * is needed; ADMIN and SUPERVISOR add entries, rename them, edit their synonyms and
 * deactivate them (never delete: past orders keep their entry). "Outra" is always there.
 */
@Injectable()
export class CauseService {
  constructor(private readonly causes: CauseRepository) {}

  /** Makes sure the company has its catalogue (before any read that matches causes). */
  ensureCatalogue(companyId: string, manager?: EntityManager): Promise<void> {
    return this.causes.seedOnce(companyId, manager);
  }

  async list(companyId: string, query: CauseQueryDto): Promise<CauseEntry[]> {
    await this.causes.seedOnce(companyId);
    return this.causes.list(companyId, query.todas ?? false);
  }

  async create(companyId: string, dto: CreateCauseDto): Promise<CauseEntry> {
    await this.causes.seedOnce(companyId);
    const entry = await this.causes.insert(companyId, {
      nome: dto.nome,
      sinonimos: dto.sinonimos ?? [],
    });
    if (!entry) throw duplicate(dto.nome);
    return entry;
  }

  async update(companyId: string, id: string, dto: UpdateCauseDto): Promise<CauseEntry> {
    const current = await this.causes.find(companyId, id);
    if (!current) throw causeNotFound();
    if (current.outra && (dto.nome !== undefined || dto.ativo === false))
      throw invalid('a causa "Outra" não pode ser renomeada nem desativada');
    const entry = await this.causes.update(companyId, id, dto).catch((error: unknown) => {
      if (isPostgresError(error, PG_UNIQUE_VIOLATION)) throw duplicate(dto.nome ?? '');
      throw error;
    });
    if (!entry) throw causeNotFound();
    return entry;
  }

  /** The order's catalogue entry, chosen or matched from its text (nulls without a cause). */
  async ofOrder(companyId: string, orderId: string): Promise<OrderCause> {
    await this.causes.seedOnce(companyId);
    return (await this.causes.ofOrder(companyId, orderId)) ?? { causaId: null, causa: null };
  }

  /**
   * The cause a person gives when closing an order: an entry (`causaId`, with optional
   * words) or words alone (matched to an entry when read, as an integration's text);
   * both null when neither was given.
   */
  async read(
    companyId: string,
    given: { causaId?: string | null; causaRaiz?: string | null },
    manager?: EntityManager,
  ): Promise<{ causaId: string | null; texto: string | null }> {
    if (given.causaId) return this.choose(companyId, given.causaId, given.causaRaiz, manager);
    return { causaId: null, texto: given.causaRaiz?.trim() || null };
  }

  /**
   * The cause an order is closed with: an active entry of the catalogue; "Outra" needs
   * its text (3 to 500 characters). The text kept is the person's words, or the entry's name.
   */
  async choose(
    companyId: string,
    causaId: string,
    text: string | null | undefined,
    manager?: EntityManager,
  ): Promise<ChosenCause> {
    await this.causes.seedOnce(companyId, manager);
    const entry = await this.causes.find(companyId, causaId, manager);
    if (!entry || !entry.ativo) throw causeNotFound();
    const words = text?.trim() ?? '';
    if (entry.outra && words.length < 3)
      throw invalid('causaRaiz: descreva a causa (de 3 a 500 caracteres) ao escolher "Outra"');
    return { causaId: entry.id, texto: words || entry.nome };
  }
}
