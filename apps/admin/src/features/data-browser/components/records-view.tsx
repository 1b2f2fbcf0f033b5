import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { SelectField } from '../../../components/select-field';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { pageFrom } from '../../../lib/query-string';
import type { EntityDescriptor } from '@campo/contracts';
import { useRecords } from '../hooks/use-records';
import { RecordFilter } from './record-filter';
import { RecordTable } from './record-table';

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
}: RecordsViewProps) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filtros = Object.fromEntries(
    entity.campos.flatMap(({ campo }) => {
      const value = params.get(campo);
      return value ? [[campo, value]] : [];
    }),
  );
  const situation = entity.desativavel ? (params.get('situacao') ?? '') : '';
  if (SITUATIONS.some((option) => option.value === situation)) filtros.situacao = situation;
  const shownCampos = [
    ...new Set([...entity.chave, ...filterCampos, ...Object.keys(filtros)]),
  ].filter((campo) => campo !== 'situacao');
  const filtering = Object.keys(filtros).length > 0;
  const records = useRecords({
    entidade: entity.entidade,
    filtros,
    pagina: pageFrom(params.get('pagina')),
    porPagina: PAGE_SIZE,
  });

  const setPage = (page: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('pagina', String(page));
      return next;
    });

  return (
    <>
      <RecordFilter
        // A link to other filters (from the sector list, say) starts the bar anew.
        key={JSON.stringify(filtros)}
        leading={
          <>
            {picker}
            {entity.desativavel && (
              <SelectField
                label="Situação"
                name="situacao"
                value={filtros.situacao ?? ''}
                options={SITUATIONS}
                allLabel="Todos"
                onChange={(value) =>
                  setParams(() => {
                    const next = new URLSearchParams(filtros);
                    if (value) next.set('situacao', value);
                    else next.delete('situacao');
                    return next;
                  })
                }
              />
            )}
          </>
        }
        entity={entity}
        campos={shownCampos}
        values={filtros}
        suggestions={suggestions}
        onSubmit={(values) =>
          setParams(new URLSearchParams({ ...values, ...(situation && { situacao: situation }) }))
        }
      />
      <div className="card card--flush">
        {records.isPending ? (
          <LoadingState label="Carregando registros…" />
        ) : records.isError ? (
          <ErrorState error={records.error} onRetry={() => records.refetch()} />
        ) : records.data.itens.length === 0 ? (
          filtering ? (
            <EmptyState title="Nenhum registro encontrado">
              Nenhum registro de {entity.nome} com esses filtros.
            </EmptyState>
          ) : (
            <EmptyState title={`Nenhum registro de ${entity.nome} ainda`}>
              Os registros aparecem aqui quando uma integração ou uma planilha os envia.
            </EmptyState>
          )
        ) : (
          <div aria-busy={records.isPlaceholderData}>
            <RecordTable
              entity={entity}
              records={records.data.itens}
              recordPath={recordPath}
              back={{ to: `${location.pathname}${location.search}`, label: listLabel }}
            />
            <Pagination
              page={records.data.pagina}
              pageSize={records.data.porPagina}
              total={records.data.total}
              noun="registros"
              onChange={setPage}
            />
          </div>
        )}
      </div>
    </>
  );
}
