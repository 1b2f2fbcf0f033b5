import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { pageFrom } from '../../../lib/query-string';
import type { EntityDescriptor } from '@campo/contracts';
import { useRecords } from '../hooks/use-records';
import { KeyFilter } from './key-filter';
import { RecordTable } from './record-table';

const PAGE_SIZE = 25;

/** One entity's records: filter by key, a page of the table, paging. State lives in the address. */
export function RecordsView({ entity, picker }: { entity: EntityDescriptor; picker: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const filtros = Object.fromEntries(
    entity.chave.flatMap((campo) => (params.get(campo) ? [[campo, params.get(campo) ?? '']] : [])),
  );
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
      <KeyFilter
        leading={picker}
        entity={entity}
        values={filtros}
        onSubmit={(values) => setParams(new URLSearchParams(values))}
      />
      <div className="card card--flush">
        {records.isPending ? (
          <LoadingState label="Carregando registros…" />
        ) : records.isError ? (
          <ErrorState error={records.error} onRetry={() => records.refetch()} />
        ) : records.data.itens.length === 0 ? (
          filtering ? (
            <EmptyState title="Nenhum registro encontrado">
              Nenhum registro de {entity.nome} com essa chave.
            </EmptyState>
          ) : (
            <EmptyState title={`Nenhum registro de ${entity.nome} ainda`}>
              Os registros aparecem aqui quando uma integração ou uma planilha os envia.
            </EmptyState>
          )
        ) : (
          <div aria-busy={records.isPlaceholderData}>
            <RecordTable entity={entity} records={records.data.itens} />
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
