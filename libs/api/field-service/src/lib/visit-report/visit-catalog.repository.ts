import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type CatalogItem,
  type CatalogKind,
  type FinishRequirement,
  type FinishRequirements,
  type OrderType,
  READING_KINDS,
  READING_LABELS,
  READING_UNITS,
} from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { executor } from '../common/transaction';

/**
 * The common HVAC services and materials every company starts with (then edits). No
 * refrigerant gas: a recharge is recorded once, as a fluid event, and shows in the
 * parts list from there (`gasPartLines`).
 */
export const DEFAULT_CATALOG: ReadonlyArray<{
  tipo: CatalogKind;
  nome: string;
  unidade: string | null;
}> = [
  ...[
    'Limpeza de filtros',
    'Limpeza de serpentina da evaporadora',
    'Limpeza de serpentina da condensadora',
    'Verificação e desobstrução do dreno',
    'Limpeza da bandeja de condensado',
    'Medição de corrente elétrica',
    'Verificação de carga de gás',
    'Verificação de conexões elétricas e reaperto de terminais',
    'Higienização com bactericida',
    'Verificação de ruídos e vibrações',
    'Teste de funcionamento e termostato',
  ].map((nome) => ({ tipo: 'SERVICO' as const, nome, unidade: null })),
  { tipo: 'MATERIAL', nome: 'Filtro de ar', unidade: 'un' },
  { tipo: 'MATERIAL', nome: 'Capacitor', unidade: 'un' },
  { tipo: 'MATERIAL', nome: 'Contatora', unidade: 'un' },
  { tipo: 'MATERIAL', nome: 'Tubo de cobre', unidade: 'm' },
  { tipo: 'MATERIAL', nome: 'Isolamento térmico', unidade: 'm' },
  { tipo: 'MATERIAL', nome: 'Mangueira de dreno', unidade: 'm' },
  { tipo: 'MATERIAL', nome: 'Fita PVC', unidade: 'rolo' },
  { tipo: 'MATERIAL', nome: 'Bactericida', unidade: 'L' },
];

const ITEM = `id, tipo, nome, unidade, codigo, unidades, ativo`;

/** The SQL of the company's service and material catalogue and of what finishing requires. */
@Injectable()
export class VisitCatalogRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Gives a company that never had services and materials the default ones (a no-op afterwards). */
  async seedOnce(companyId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO visita_catalogo (empresa_id, tipo, nome, unidade)
       SELECT $1, d.tipo, d.nome, d.unidade FROM unnest($2::text[], $3::text[], $4::text[]) AS d (tipo, nome, unidade)
        WHERE NOT EXISTS (SELECT 1 FROM visita_catalogo WHERE empresa_id = $1 AND tipo IN ('SERVICO', 'MATERIAL'))
       ON CONFLICT DO NOTHING`,
      [
        companyId,
        DEFAULT_CATALOG.map((item) => item.tipo),
        DEFAULT_CATALOG.map((item) => item.nome),
        DEFAULT_CATALOG.map((item) => item.unidade),
      ],
    );
  }

  /**
   * Gives a company with no reading kinds the default ones (its onboarding, or the first
   * read of a company made without it); a no-op once it has any.
   */
  async seedReadingKinds(companyId: string, manager?: EntityManager): Promise<void> {
    await executor(this.dataSource, manager).query(
      `INSERT INTO visita_catalogo (empresa_id, tipo, nome, codigo, unidades)
       SELECT $1, 'LEITURA', d.nome, d.codigo, string_to_array(d.unidades, ',')
         FROM unnest($2::text[], $3::text[], $4::text[]) AS d (codigo, nome, unidades)
        WHERE NOT EXISTS (SELECT 1 FROM visita_catalogo WHERE empresa_id = $1 AND tipo = 'LEITURA')
       ON CONFLICT DO NOTHING`,
      [
        companyId,
        [...READING_KINDS],
        READING_KINDS.map((kind) => READING_LABELS[kind]),
        READING_KINDS.map((kind) => READING_UNITS[kind].join(',')),
      ],
    );
  }

  /** The company's reading kind under this code (active or not). */
  async readingKind(
    companyId: string,
    codigo: string,
    manager?: EntityManager,
  ): Promise<CatalogItem | undefined> {
    const [row] = await executor(this.dataSource, manager).query(
      `SELECT ${ITEM} FROM visita_catalogo WHERE empresa_id = $1 AND tipo = 'LEITURA' AND codigo = $2`,
      [companyId, codigo],
    );
    return row;
  }

  list(
    companyId: string,
    filter: { tipo: CatalogKind | null; todos: boolean },
  ): Promise<CatalogItem[]> {
    return this.dataSource.query(
      `SELECT ${ITEM} FROM visita_catalogo
        WHERE empresa_id = $1 AND ($2::text IS NULL OR tipo = $2) AND (ativo OR $3)
        ORDER BY tipo DESC, nome`,
      [companyId, filter.tipo, filter.todos],
    );
  }

  async find(
    companyId: string,
    id: string,
    manager?: EntityManager,
  ): Promise<CatalogItem | undefined> {
    const [row] = await executor(this.dataSource, manager).query(
      `SELECT ${ITEM} FROM visita_catalogo WHERE empresa_id = $1 AND id = $2`,
      [companyId, id],
    );
    return row;
  }

  /** The new item, or undefined when the name is taken for its kind. */
  async insert(
    companyId: string,
    item: {
      tipo: CatalogKind;
      nome: string;
      unidade: string | null;
      codigo: string | null;
      unidades: string[] | null;
    },
  ): Promise<CatalogItem | undefined> {
    const [row] = await this.dataSource.query(
      `INSERT INTO visita_catalogo (empresa_id, tipo, nome, unidade, codigo, unidades) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING RETURNING ${ITEM}`,
      [companyId, item.tipo, item.nome, item.unidade, item.codigo, item.unidades],
    );
    return row;
  }

  /** The updated item; undefined when it does not exist. Throws on a duplicate name (unique violation). */
  async update(
    companyId: string,
    id: string,
    change: { nome?: string; unidade?: string | null; unidades?: string[]; ativo?: boolean },
  ): Promise<CatalogItem | undefined> {
    const [rows] = await this.dataSource.query(
      `UPDATE visita_catalogo
          SET nome = coalesce($3, nome),
              unidade = CASE WHEN $4 THEN $5 ELSE unidade END,
              ativo = coalesce($6, ativo),
              unidades = CASE WHEN tipo = 'LEITURA' THEN coalesce($7, unidades) ELSE unidades END
        WHERE empresa_id = $1 AND id = $2 RETURNING ${ITEM}`,
      [
        companyId,
        id,
        change.nome ?? null,
        change.unidade !== undefined,
        change.unidade ?? null,
        change.ativo ?? null,
        change.unidades ?? null,
      ],
    );
    return rows?.[0];
  }

  async requirements(companyId: string): Promise<Partial<FinishRequirements>> {
    const rows: Array<{ tipo: OrderType } & FinishRequirement> = await this.dataSource.query(
      `SELECT tipo_ordem AS tipo, exige_assinatura AS "exigeAssinatura", exige_foto_depois AS "exigeFotoDepois"
         FROM visita_exigencia WHERE empresa_id = $1`,
      [companyId],
    );
    return Object.fromEntries(rows.map(({ tipo, ...requirement }) => [tipo, requirement]));
  }

  async requirementOf(
    companyId: string,
    orderType: string,
    manager?: EntityManager,
  ): Promise<FinishRequirement | undefined> {
    const [row] = await executor(this.dataSource, manager).query(
      `SELECT exige_assinatura AS "exigeAssinatura", exige_foto_depois AS "exigeFotoDepois"
         FROM visita_exigencia WHERE empresa_id = $1 AND tipo_ordem = $2`,
      [companyId, orderType],
    );
    return row;
  }

  async writeRequirements(
    companyId: string,
    rows: Array<{ tipo: OrderType } & FinishRequirement>,
  ): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO visita_exigencia (empresa_id, tipo_ordem, exige_assinatura, exige_foto_depois)
       SELECT $1, r.tipo, r.assinatura, r.foto FROM unnest($2::text[], $3::boolean[], $4::boolean[]) AS r (tipo, assinatura, foto)
       ON CONFLICT (empresa_id, tipo_ordem)
       DO UPDATE SET exige_assinatura = EXCLUDED.exige_assinatura, exige_foto_depois = EXCLUDED.exige_foto_depois`,
      [
        companyId,
        rows.map((row) => row.tipo),
        rows.map((row) => row.exigeAssinatura),
        rows.map((row) => row.exigeFotoDepois),
      ],
    );
  }
}
