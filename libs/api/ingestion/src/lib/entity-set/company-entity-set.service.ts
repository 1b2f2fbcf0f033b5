import { Injectable } from '@nestjs/common';
import type { CompanyEntityChoice } from '@campo/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { actorOf, AuditService, platformError, type SessionPrincipal } from '@campo/platform';
import { DataSource } from 'typeorm';
import { ingestionError } from '../common/ingestion-errors';
import { EntityDefinition, EntityRegistry } from '../registry/entity-registry';
import type { EntityClass } from '../registry/ingestion-entity.decorator';
import { readEntityMetadata } from '../registry/ingestion-entity.decorator';
import { CompanyEntitySetRepository } from './company-entity-set.repository';

/** The names of the entities a new company starts with, among `classes` (flagged `novaEmpresa`). */
export function entitiesForNewCompany(classes: readonly EntityClass[]): string[] {
  return classes
    .map((target) => readEntityMetadata(target).entity)
    .filter((entity) => entity.novaEmpresa)
    .map((entity) => entity.nome);
}

/**
 * The ingestion entities the company uses, chosen by its ADMIN. The session side (menus,
 * spreadsheets, data browser, token scopes, the integration guide) offers only those, the
 * field-service ones first; the admin API refuses the others with ENTIDADE_NAO_HABILITADA.
 * The public ingestion API is unchanged: a token's scope governs it, as before.
 */
@Injectable()
export class CompanyEntitySetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: EntityRegistry,
    private readonly sets: CompanyEntitySetRepository,
    private readonly auditLog: AuditService,
  ) {}

  /** The enabled entities, those a new company starts with first, then in the registry's order. */
  async enabled(companyId: string): Promise<EntityDefinition[]> {
    const chosen = await this.sets.read(companyId);
    return this.ordered().filter((entity) => chosen === null || chosen.includes(entity.nome));
  }

  /** The entity by name, for the admin API: unknown → 404, not enabled → 403. */
  async require(companyId: string, name: string): Promise<EntityDefinition> {
    const entity = this.registry.get(name);
    if (!entity) {
      throw ingestionError('ENTIDADE_DESCONHECIDA', `Entidade desconhecida: "${name}".`, {
        entidadesExistentes: this.registry.names,
      });
    }
    const chosen = await this.sets.read(companyId);
    if (chosen !== null && !chosen.includes(name)) throw notEnabled(entity);
    return entity;
  }

  /** Token scopes: every name must be an enabled entity (400 naming the others). */
  async requireAll(companyId: string, names: readonly string[]): Promise<void> {
    const enabled = new Set((await this.enabled(companyId)).map((entity) => entity.nome));
    const refused = names.filter((name) => !enabled.has(name));
    if (refused.length === 0) return;
    throw platformError(
      'DADOS_INVALIDOS',
      `Entidades não habilitadas para a empresa: ${refused.join(', ')}.`,
      {
        detalhes: refused.map((name) =>
          this.registry.has(name)
            ? `entidades: "${name}" não está habilitada (Configurações da empresa)`
            : `entidades: "${name}" não existe`,
        ),
        entidadesHabilitadas: [...enabled],
      },
    );
  }

  async choices(companyId: string): Promise<CompanyEntityChoice[]> {
    const chosen = await this.sets.read(companyId);
    return this.ordered().map((entity) => ({
      entidade: entity.nome,
      nome: entity.rotulo,
      descricao: entity.descricao,
      habilitada: chosen === null || chosen.includes(entity.nome),
      padrao: entity.novaEmpresa === true,
    }));
  }

  async write(session: SessionPrincipal, names: readonly string[]): Promise<CompanyEntityChoice[]> {
    const unknown = names.filter((name) => !this.registry.has(name));
    if (unknown.length > 0) {
      throw platformError('DADOS_INVALIDOS', `Entidades desconhecidas: ${unknown.join(', ')}.`, {
        detalhes: unknown.map((name) => `entidades: "${name}" não existe`),
        entidadesExistentes: this.registry.names,
      });
    }
    const ordered = this.ordered()
      .map((entity) => entity.nome)
      .filter((name) => names.includes(name));
    await this.dataSource.transaction(async (db) => {
      await this.sets.write(db, session.companyId, ordered);
      await this.auditLog.record(db, {
        companyId: session.companyId,
        actor: actorOf(session),
        action: 'ENTIDADES_ALTERADAS',
        targetId: session.companyId,
        summary: `Entidades de ingestão em uso: ${ordered.join(', ')}.`,
        details: { entidades: ordered },
      });
    });
    return this.choices(session.companyId);
  }

  private ordered(): EntityDefinition[] {
    const all = this.registry.all();
    return [
      ...all.filter((entity) => entity.novaEmpresa),
      ...all.filter((entity) => !entity.novaEmpresa),
    ];
  }
}

const notEnabled = (entity: EntityDefinition) =>
  ingestionError(
    'ENTIDADE_NAO_HABILITADA',
    `A entidade "${entity.rotulo}" não está habilitada para a empresa; o administrador pode habilitá-la em Configurações da empresa.`,
    { entidade: entity.nome },
  );
