import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SEARCH_HITS_PER_KIND, type SearchKind } from '@campo/contracts';
import { DataSource } from 'typeorm';
import { SEARCH_INDEXES } from '../database/migrations/1764844010000-search-indexes';
import { ORDER_STATE_SQL } from '../orders/service-order.repository';

/** One record found, as stored: the service puts its state in words. */
export interface SearchRow {
  tipo: SearchKind;
  id: string;
  codigo: string;
  titulo: string | null;
  /** Codes and places, in the order they are shown. */
  lugar: string[];
  /** The order's or the request's state; `DESATIVADO` for a retired register record. */
  situacao: string | null;
}

/** `DESATIVADO` for a retired register record (`alias` its table's). */
const retired = (alias: string) =>
  `CASE WHEN ${alias}.desativado_em IS NOT NULL THEN 'DESATIVADO' END`;

/** The code of the unit a row of `alias` names by id, as the unit stands now. */
const unitCode = (alias: string) =>
  `(SELECT x.codigo FROM equipamento x WHERE x.empresa_id = ${alias}.empresa_id AND x.id = ${alias}.equipamento_id)`;

/** Per kind: the table (by its trigram index, under `alias`) and what a hit shows of it. */
const KINDS: Record<
  SearchKind,
  {
    index: keyof typeof SEARCH_INDEXES;
    alias: string;
    titulo: string;
    lugar: string;
    situacao: string;
    order: string;
  }
> = {
  ORDEM: {
    index: 'ordem_servico_busca',
    alias: 'o',
    titulo: 'o.descricao',
    // The unit's code as it stands (a code edited later), and the contract's.
    lugar: `ARRAY[coalesce(${unitCode('o')}, o.equipamento), o.contrato]`,
    situacao: ORDER_STATE_SQL,
    order: 'o.abertura DESC',
  },
  EQUIPAMENTO: {
    index: 'equipamento_busca',
    alias: 'e',
    titulo: 'e.descricao',
    lugar: 'ARRAY[e.contrato, e.setor, e.localizacao]',
    situacao: retired('e'),
    order: 'e.codigo',
  },
  CONTRATO: {
    index: 'contrato_busca',
    alias: 'c',
    titulo: 'c.descricao',
    lugar: `ARRAY[(SELECT x.nome FROM cliente x WHERE x.empresa_id = c.empresa_id AND x.id = c.cliente_id), c.cidade]`,
    situacao: retired('c'),
    order: 'c.codigo',
  },
  CLIENTE: {
    index: 'cliente_busca',
    alias: 'cl',
    titulo: 'cl.nome',
    lugar: `ARRAY[nullif(concat_ws('/', cl.cidade, cl.uf), '')]`,
    situacao: retired('cl'),
    order: 'cl.codigo',
  },
  SOLICITACAO: {
    index: 'solicitacao_busca',
    alias: 's',
    titulo: 's.descricao',
    lugar: `ARRAY[${unitCode('s')}, s.local]`,
    situacao: 's.situacao',
    order: 's.criado_em DESC',
  },
};

/**
 * The header's search: each kind's records whose search text (its list's trigram index
 * expression, SEARCH_INDEXES) holds the text, codes starting with it first, one more than
 * a group lists so the caller knows there are more. One round trip for every kind.
 */
@Injectable()
export class SearchRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** `pattern` a `searchPattern()` (matched anywhere); `prefix` the same text, matched at the start. */
  find(companyId: string, pattern: string, prefix: string): Promise<SearchRow[]> {
    const parts = Object.entries(KINDS).map(([tipo, kind]) => {
      const { table, expression } = SEARCH_INDEXES[kind.index];
      const a = kind.alias;
      // The index's own expression, its columns the only table's in scope (the alias is the
      // same relation): the planner matches it to the index.
      return `(SELECT '${tipo}' AS tipo, ${a}.id, ${a}.codigo, ${kind.titulo} AS titulo,
                      array_remove(${kind.lugar}, NULL) AS lugar, ${kind.situacao} AS situacao
                 FROM ${table} ${a}
                WHERE ${a}.empresa_id = $1 AND ${expression} LIKE campo_busca($2)
                ORDER BY campo_busca(${a}.codigo) LIKE campo_busca($3) DESC, ${kind.order}
                LIMIT ${SEARCH_HITS_PER_KIND + 1})`;
    });
    return this.dataSource.query(parts.join('\nUNION ALL\n'), [companyId, pattern, prefix]);
  }
}
