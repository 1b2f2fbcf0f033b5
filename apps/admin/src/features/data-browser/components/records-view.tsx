import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { exportColumns } from '../../../components/data-table';
import { ExportButtons } from '../../../components/export-buttons';
import { PagedRows } from '../../../components/paged-rows';
import { SearchFilter } from '../../../components/filter-bar';
import { SelectField } from '../../../components/select-field';
import { plural } from '../../../lib/format';
import { loadAllPages } from '../../../lib/table-export';
import { type Sort, sortToParam, useSortParam } from '../../../lib/table-sort';
import { EmptyState } from '../../../components/query-states';
import { QueryView } from '../../../components/query-view';
import { pageFrom } from '../../../lib/query-string';
import type { EntityDescriptor } from '@campo/contracts';
import { recordsApi } from '../api/records.api';
import { useRecords } from '../hooks/use-records';
import { RecordFilter } from './record-filter';
import { RecordTable, recordTableColumns } from './record-table';

const PAGE_SIZE = 25;

/** The situations a retirable entity's list filters by (`?situacao=`). */
const SITUATIONS = [
  { value: 'ativos', label: 'Ativos' },
  { value: 'desativados', label: 'Desativados' },
];

interface RecordsViewProps {
  entity: EntityDescriptor;
  /** Rendered first in the filter bar (the data browser's entity picker). */
  picker?: ReactNode;
  /** Fields to filter by besides the key (a filter in the address on any other field shows too). */
  filterCampos?: readonly string[];
  /** Values offered as a filter is typed, by `campo`. */
  suggestions?: Readonly<Record<string, readonly string[]>>;
  /** Where each record's page is, under `/<id>`; the data browser's by default. */
  recordPath?: string;
  /** What the record page's back link calls this list; the entity's name by default. */
  listLabel?: string;
  /** The order until a header is clicked; the entity's key when absent. */
  defaultSort?: Sort;
}

/**
 * One entity's records: equality filters, a page of the table, paging. State lives
 * in the address, so a link such as `?setor=UTI Adulto` opens the list filtered.
 */
export function RecordsView({
  entity,
  picker,
  filterCampos = [],
  suggestions,
  recordPath = `/dados/${entity.entidade}`,
  listLabel = entity.nome,
  defaultSort,
}: RecordsViewProps) {
  const [params, setParams] = useSearchParams();
  const [sort, setSort] = useSortParam(defaultSort);
  const location = useLocation();
  const filtros = Object.fromEntries(
    entity.campos.flatMap(({ campo }) => {
      const value = params.get(campo);
      return value ? [[campo, value]] : [];
    }),
  );
  const situation = entity.desativavel ? (params.get('situacao') ?? '') : '';
  if (SITUATIONS.some((option) => option.value === situation)) filtros.situacao = situation;
  const search = entity.busca ? (params.get('busca') ?? '') : '';
  if (search) filtros.busca = search;
  const shownCampos = [
    ...new Set([...entity.chave, ...filterCampos, ...Object.keys(filtros)]),
  ].filter((campo) => campo !== 'situacao' && campo !== 'busca');
  /** The address with one of the bar's own parameters changed, the others and the order kept. */
  const setOwn = (name: 'situacao' | 'busca', value: string) =>
    setParams(() => {
      const next = new URLSearchParams(filtros);
      if (value) next.set(name, value);
      else next.delete(name);
      if (ordenar) next.set('ordenar', ordenar);
      return next;
    });
  const filtering = Object.keys(filtros).length > 0;
  const ordenar = sort && sortToParam(sort);
  const records = useRecords({
    entidade: entity.entidade,
    filtros,
    ordenar,
    pagina: pageFrom(params.get('pagina')),
    porPagina: PAGE_SIZE,
  });
  const columns = recordTableColumns(
    entity,
    records.data?.itens[0],
    recordPath,
    { to: `${location.pathname}${location.search}`, label: listLabel },
    records.data?.nomes,
  );

  const setPage = (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('pagina', String(page));
      return next;
    });

  return (
    <>
      <RecordFilter
        // A link to other filters (from the sector list, say) starts the bar anew; a search
        // does not, so the box keeps the focus while the person types.
        key={JSON.stringify({ ...filtros, busca: undefined })}
        leading={
          <>
            {picker}
            {entity.busca && (
              <SearchFilter
                label="Buscar"
                name="busca"
                value={search}
                placeholder={searchHint(entity)}
                onChange={(value) => setOwn('busca', value)}
              />
            )}
            {entity.desativavel && (
              <SelectField
                label="Situação"
                name="situacao"
                value={filtros.situacao ?? ''}
                options={SITUATIONS}
                allLabel="Todos"
                onChange={(value) => setOwn('situacao', value)}
              />
            )}
          </>
        }
        entity={entity}
        campos={shownCampos}
        values={filtros}
        suggestions={suggestions}
        // New filters keep the situation, the search and the order.
        onSubmit={(values) =>
          setParams(
            new URLSearchParams({
              ...values,
              ...(situation && { situacao: situation }),
              ...(search && { busca: search }),
              ...(ordenar && { ordenar }),
            }),
          )
        }
      />
      <div className="card card--flush">
        <QueryView
          query={records}
          loading="Carregando registros…"
          empty={
            filtering ? (
              <EmptyState title="Nenhum registro encontrado">
                Nenhum registro de {entity.nome} com esses filtros.
              </EmptyState>
            ) : (
              <EmptyState title={`Nenhum registro de ${entity.nome} ainda`}>
                Os registros aparecem aqui quando uma integração ou uma planilha os envia.
              </EmptyState>
            )
          }
        >
          {(data) => (
            <PagedRows
              page={data}
              noun="registros"
              busy={records.isPlaceholderData}
              onPageChange={setPage}
            >
              <div className="list-bar">
                <span className="list-bar__count">
                  {plural(data.total, 'registro', 'registros')}
                </span>
                <ExportButtons
                  columns={exportColumns(columns)}
                  load={() =>
                    loadAllPages((pagina, porPagina) =>
                      recordsApi.list({
                        entidade: entity.entidade,
                        filtros,
                        ordenar,
                        pagina,
                        porPagina,
                      }),
                    )
                  }
                  fileName={slug(listLabel)}
                  sheetName={listLabel}
                />
              </div>
              <RecordTable
                columns={columns}
                records={data.itens}
                sort={sort}
                onSortChange={setSort}
              />
            </PagedRows>
          )}
        </QueryView>
      </div>
    </>
  );
}

/** What an entity's search box matches, from its fields' labels ("Código, Nome, Cidade…"). */
function searchHint(entity: EntityDescriptor) {
  const labels = (entity.busca ?? []).flatMap(
    (campo) => entity.campos.find((field) => field.campo === campo)?.rotulo ?? [],
  );
  return `${labels.slice(0, 4).join(', ')}${labels.length > 4 ? '…' : ''}`;
}

/** `Ordens de serviço` → `ordens-de-servico`, for a file name. */
function slug(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
