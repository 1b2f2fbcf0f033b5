import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Page } from '@campo/contracts';
import { invalid, isUuid, platformError } from '@campo/platform';
import { ingestionError } from '../common/ingestion-errors';
import { EntityDefinition, EntityRegistry, FieldDefinition } from '../registry/entity-registry';
import { compileRowValidator, RowValidator } from '../validation/row-validator';

export type StoredRecord = Record<string, unknown> & { id: string };

/**
 * The session-authenticated read API over every registry entity: equality
 * filters on any field (values read with the same rules as ingestion),
 * paginated, always within the caller's company.
 */
@Injectable()
export class EntityReadService {
  private readonly validators = new Map<string, RowValidator>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: EntityRegistry,
  ) {}

  async list(
    companyId: string,
    timeZone: string,
    entityName: string,
    filters: Record<string, string>,
    paging: { pagina: number; porPagina: number },
  ): Promise<Page<StoredRecord>> {
    const entity = this.entity(entityName);
    const conditions = ['empresa_id = $1'];
    const params: unknown[] = [companyId];
    const validate = this.validators.get(entity.nome) ?? compileRowValidator(entity);
    this.validators.set(entity.nome, validate);
    for (const [campo, raw] of Object.entries(filters)) {
      const field = entity.fieldsByCampo.get(campo);
      if (!field) throw invalid(`filtro "${campo}" não é um campo de ${entity.nome}`);
      const checked = validate({ [campo]: raw }, timeZone);
      const problem = checked.errors.find(
        (error) => error.startsWith(`${campo}:`) && !error.includes('obrigatório'),
      );
      if (problem) throw invalid(problem.replace(/\.$/, ''));
      params.push(checked.values[entity.fields.indexOf(field)]);
      conditions.push(`${field.coluna} = $${params.length}`);
    }
    const where = conditions.join(' AND ');
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM ${entity.tabela} WHERE ${where}`,
      params,
    );
    const rows = await this.dataSource.query(
      `SELECT * FROM ${entity.tabela} WHERE ${where} ORDER BY ${entity.keyFields.map((key) => key.coluna).join(', ')}
        LIMIT ${paging.porPagina} OFFSET ${(paging.pagina - 1) * paging.porPagina}`,
      params,
    );
    return {
      itens: rows.map((row: Record<string, unknown>) => present(entity, row)),
      total,
      ...paging,
    };
  }

  async get(companyId: string, entityName: string, id: string): Promise<StoredRecord> {
    const entity = this.entity(entityName);
    const [row] = isUuid(id)
      ? await this.dataSource.query(
          `SELECT * FROM ${entity.tabela} WHERE empresa_id = $1 AND id = $2`,
          [companyId, id],
        )
      : [];
    if (!row) throw platformError('NAO_ENCONTRADO', 'Registro não encontrado.');
    return present(entity, row);
  }

  private entity(name: string) {
    const entity = this.registry.get(name);
    if (!entity) {
      throw ingestionError('ENTIDADE_DESCONHECIDA', `Entidade desconhecida: "${name}".`, {
        entidadesExistentes: this.registry.names,
      });
    }
    return entity;
  }
}

/** A stored row as the read API shows it: campos as keys, enum labels, dates in ISO, months as MM/YYYY. */
function present(entity: EntityDefinition, row: Record<string, unknown>): StoredRecord {
  const record: StoredRecord = { id: row.id as string };
  for (const field of entity.fields) record[field.campo] = presentValue(field, row[field.coluna]);
  record.criadoEm = (row.criado_em as Date).toISOString();
  record.atualizadoEm = (row.atualizado_em as Date).toISOString();
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
