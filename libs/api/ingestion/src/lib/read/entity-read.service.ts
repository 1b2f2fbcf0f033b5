import { Injectable } from '@nestjs/common';
import { RECORD_SITUATIONS, type RecordPage, type RecordSituation } from '@campo/contracts';
import { invalid, isUuid, type PageRequest, platformError, searchPattern } from '@campo/platform';
import { CompanyEntitySetService } from '../entity-set/company-entity-set.service';
import { EntityDefinition, EntityRegistry, FieldDefinition } from '../registry/entity-registry';
import { compileRowValidator, RowValidator } from '../validation/row-validator';
import { EntityRecordRepository, EntityRow, type RecordOrder } from './entity-record.repository';

export type StoredRecord = Record<string, unknown> & { id: string };

/** The query parameter that filters a retirable entity's list by situation (it is no field of theirs). */
export const SITUATION_PARAM = 'situacao';

/** The query parameter of a searchable entity's search box (it is no field of theirs either). */
export const SEARCH_PARAM = 'busca';

/**
 * The session-authenticated read API over every registry entity: equality
 * filters on any field (values read with the same rules as ingestion), a search box
 * over the fields an entity names in `busca`,
 * paginated, always within the caller's company. An entity whose records can
 * be retired also shows who retired each one and when, and filters by `situacao`.
 */
@Injectable()
export class EntityReadService {
  private readonly validators = new Map<string, RowValidator>();

  constructor(
    private readonly records: EntityRecordRepository,
    private readonly entitySet: CompanyEntitySetService,
    private readonly registry: EntityRegistry,
  ) {}

  async list(
    companyId: string,
    timeZone: string,
    entityName: string,
    filters: Record<string, string>,
    paging: PageRequest,
    /** `campo` or `-campo` (descending), `criadoEm` and `atualizadoEm` too; by key when absent. */
    sort?: string,
  ): Promise<RecordPage<StoredRecord>> {
    const entity = await this.entity(companyId, entityName);
    const order = sort ? readSort(entity, sort) : undefined;
    const conditions: Array<{ field: FieldDefinition; value: unknown }> = [];
    const validate = this.validators.get(entity.nome) ?? compileRowValidator(entity);
    this.validators.set(entity.nome, validate);
    const { [SITUATION_PARAM]: situation, [SEARCH_PARAM]: text, ...fieldFilters } = filters;
    if (text !== undefined && !entity.searchExpression)
      throw invalid(`filtro "${SEARCH_PARAM}": a lista de ${entity.nome} não tem busca`);
    const search = searchPattern(text);
    if (situation !== undefined && !entity.desativavel)
      throw invalid(`filtro "${SITUATION_PARAM}" não é um campo de ${entity.nome}`);
    if (situation !== undefined && !RECORD_SITUATIONS.includes(situation as RecordSituation))
      throw invalid(`${SITUATION_PARAM} deve ser ${RECORD_SITUATIONS.join(' ou ')}`);
    for (const [campo, raw] of Object.entries(fieldFilters)) {
      const field = entity.fieldsByCampo.get(campo);
      if (!field) throw invalid(`filtro "${campo}" não é um campo de ${entity.nome}`);
      const checked = validate({ [campo]: raw }, timeZone);
      const problem = checked.errors.find(
        (error) => error.startsWith(`${campo}:`) && !error.includes('obrigatório'),
      );
      if (problem) throw invalid(problem.replace(/\.$/, ''));
      conditions.push({ field, value: checked.values[entity.fields.indexOf(field)] });
    }
    const { total, rows } = await this.records.page(
      entity,
      companyId,
      conditions,
      { limit: paging.porPagina, offset: (paging.pagina - 1) * paging.porPagina, order },
      situation as RecordSituation | undefined,
      search,
    );
    const nomes = await this.referredNames(companyId, entity, rows);
    return {
      itens: rows.map((row) => present(entity, row)),
      total,
      ...paging,
      ...(nomes ? { nomes } : {}),
    };
  }

  /**
   * Per reference field of the page whose entity names its records (`campoNome`), the
   * referred record's name by the code the rows show: one read per such field, by the ids
   * the rows hold (a code a row names but no record has stays without a name).
   */
  private async referredNames(
    companyId: string,
    entity: EntityDefinition,
    rows: readonly EntityRow[],
  ): Promise<RecordPage<StoredRecord>['nomes']> {
    const names: Record<string, Record<string, string>> = {};
    for (const field of entity.fields) {
      const target = field.referencia && this.registry.get(field.referencia.entidade);
      const nameField = target?.campoNome && target.fieldsByCampo.get(target.campoNome);
      if (!target || !nameField || !field.colunaReferencia) continue;
      const column = field.colunaReferencia;
      const ids = [...new Set(rows.map((row) => row[column] as string | null).filter(Boolean))];
      if (ids.length === 0) continue;
      const byId = await this.records.valuesById(
        target,
        nameField.coluna,
        companyId,
        ids as string[],
      );
      const byCode: Record<string, string> = {};
      for (const row of rows) {
        const name = byId.get(row[column] as string);
        if (name) byCode[String(row[field.coluna])] = name;
      }
      if (Object.keys(byCode).length > 0) names[field.campo] = byCode;
    }
    return Object.keys(names).length > 0 ? names : undefined;
  }

  async get(companyId: string, entityName: string, id: string): Promise<StoredRecord> {
    const entity = await this.entity(companyId, entityName);
    // The entity is checked first: an unknown one is answered as such whatever the id.
    const row = isUuid(id) ? await this.records.find(entity, companyId, id) : undefined;
    if (!row) throw platformError('NAO_ENCONTRADO', 'Registro não encontrado.');
    return present(entity, row);
  }

  /** The entity by name: 404 ENTIDADE_DESCONHECIDA, or 403 ENTIDADE_NAO_HABILITADA for the company. */
  entity(companyId: string, name: string): Promise<EntityDefinition> {
    return this.entitySet.require(companyId, name);
  }
}

/** The bookkeeping columns a list may be sorted by besides the entity's fields. */
const STAMP_COLUMNS: Readonly<Record<string, string>> = {
  criadoEm: 'criado_em',
  atualizadoEm: 'atualizado_em',
};

/** `campo` or `-campo` as a column of the entity's table (a name from the registry, never the request's). */
function readSort(entity: EntityDefinition, sort: string): RecordOrder {
  const descending = sort.startsWith('-');
  const campo = descending ? sort.slice(1) : sort;
  const column = entity.fieldsByCampo.get(campo)?.coluna ?? STAMP_COLUMNS[campo];
  if (!column) throw invalid(`ordenar: "${campo}" não é um campo de ${entity.nome}`);
  return { column, descending };
}

/** A stored row as the read API shows it: campos as keys, enum labels, dates in ISO, months as MM/YYYY. */
function present(entity: EntityDefinition, row: EntityRow): StoredRecord {
  const record: StoredRecord = { id: row.id as string };
  for (const field of entity.fields) record[field.campo] = presentValue(field, row[field.coluna]);
  if (entity.desativavel) {
    const retiredAt = row.desativado_em as Date | null;
    record.desativadoEm = retiredAt?.toISOString() ?? null;
    record.desativadoPor = (row.desativado_por as string | null) ?? null;
  }
  record.criadoEm = row.criado_em.toISOString();
  record.atualizadoEm = row.atualizado_em.toISOString();
  return record;
}

function presentValue(field: FieldDefinition, value: unknown) {
  if (value === null || value === undefined) return null;
  switch (field.tipo) {
    case 'enum':
      return field.valores?.find((allowed) => allowed.valor === value)?.rotulo ?? value;
    case 'decimal':
      return Number(value);
    case 'dataHora':
      return (value as Date).toISOString();
    case 'competencia':
      return `${String(value).slice(5, 7)}/${String(value).slice(0, 4)}`;
    default:
      return value;
  }
}
