import { exportColumns } from '../../../components/data-table';
import { ExportButtons } from '../../../components/export-buttons';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import { PagedQueryView } from '../../../components/query-view';
import { plural } from '../../../lib/format';
import { loadAllPages } from '../../../lib/table-export';
import { type Sort, sortToParam, useSortParam } from '../../../lib/table-sort';
import { useEntityMap } from '../../entities/hooks/use-entities';
import { importHistoryApi } from '../api/import-history.api';
import { useHistoryFilters } from '../hooks/use-history-filters';
import { useImportBatches } from '../hooks/use-import-batches';
import { BatchTable, batchColumns } from './batch-table';

const NEWEST_FIRST: Sort = { key: 'criadoEm', direction: 'desc' };
import { HistoryFilters } from './history-filters';

export function ImportHistoryPage() {
  const { filters, update, active, clear } = useHistoryFilters();
  const [sort, setSort] = useSortParam(NEWEST_FIRST);
  const query = { ...filters, ordenar: sortToParam(sort) };
  const batches = useImportBatches(query);
  const columns = batchColumns(useEntityMap());

  return (
    <section className="page">
      <PageHeader
        title="Histórico de importações"
        lead="Cada lote recebido pela API de ingestão ou por planilha, com o que foi gravado e o que foi recusado. Abra um lote para ver cada linha recusada e o motivo."
      />
      <HistoryFilters filters={filters} onChange={update} onClear={active ? clear : undefined} />
      <div className="card card--flush">
        <PagedQueryView
          query={batches}
          loading="Carregando histórico…"
          empty={
            active ? (
              <EmptyState title="Nenhum lote com esses filtros">
                Altere ou limpe os filtros para ver outros lotes.
              </EmptyState>
            ) : (
              <EmptyState title="Nenhuma importação ainda">
                Os lotes enviados pelas integrações e pelas planilhas aparecem aqui assim que
                chegam.
              </EmptyState>
            )
          }
          noun="lotes"
          onPageChange={(page) => update({ pagina: String(page) })}
        >
          {(data) => (
            <>
              <div className="list-bar">
                <span className="list-bar__count">{plural(data.total, 'lote', 'lotes')}</span>
                <ExportButtons
                  columns={exportColumns(columns)}
                  load={() =>
                    loadAllPages((pagina, porPagina) =>
                      importHistoryApi.list({ ...query, pagina, porPagina }),
                    )
                  }
                  fileName="historico-de-importacoes"
                  sheetName="Histórico"
                />
              </div>
              <BatchTable
                batches={data.itens}
                columns={columns}
                sort={sort}
                onSortChange={setSort}
              />
            </>
          )}
        </PagedQueryView>
      </div>
    </section>
  );
}
