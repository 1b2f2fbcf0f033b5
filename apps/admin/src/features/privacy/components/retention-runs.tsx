import type { RetentionRunView } from '@campo/contracts';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { QueryView } from '../../../components/query-view';
import { formatCalendarDate, formatDateTime, formatNumber } from '../../../lib/format';
import { useRetentionRuns, useRetentionTerms } from '../hooks/use-retention';

/** The daily job's last runs: when, and how many records of each category it deleted or anonymised. */
export function RetentionRuns() {
  const runs = useRetentionRuns();
  const terms = useRetentionTerms();
  const titles = new Map(terms.data?.map((term) => [term.codigo, term.titulo]));
  const columns: DataColumn<RetentionRunView>[] = [
    { key: 'dia', label: 'Dia', cell: (run) => formatCalendarDate(run.dia) },
    { key: 'executadoEm', label: 'Executada em', cell: (run) => formatDateTime(run.executadoEm) },
    {
      key: 'afetados',
      label: 'Registros excluídos ou anonimizados',
      cell: (run) => {
        const counts = Object.entries(run.afetados);
        if (counts.length === 0) return <span className="muted">Nada vencido</span>;
        return (
          <ul className="retention-runs__counts">
            {counts.map(([code, count]) => (
              <li key={code}>
                {titles.get(code) ?? code}: <strong>{formatNumber(count)}</strong>
              </li>
            ))}
          </ul>
        );
      },
    },
  ];

  return (
    <section className="card" aria-labelledby="execucoes">
      <div className="card__header">
        <h2 id="execucoes">Execuções da rotina diária</h2>
        <p className="muted">
          Uma vez por dia a rotina exclui ou anonimiza o que passou do prazo. As últimas 30
          execuções, da mais recente.
        </p>
      </div>
      <QueryView
        query={runs}
        loading="Carregando execuções…"
        empty={<p className="muted">A rotina ainda não rodou para a empresa.</p>}
      >
        {(rows) => (
          <DataTable
            className="table--dense"
            columns={columns}
            rows={rows}
            rowKey={(run) => run.dia}
          />
        )}
      </QueryView>
    </section>
  );
}
