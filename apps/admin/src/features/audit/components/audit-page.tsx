import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/format';
import { AUDIT_PAGE_SIZE } from '../api/audit.api';
import { useAudit } from '../hooks/use-audit';

export function AuditPage() {
  const [page, setPage] = useState(1);
  const audit = useAudit(page);

  return (
    <section className="page">
      <PageHeader
        title="Auditoria"
        lead="Cada mudança em usuários, senhas e configurações da empresa: quem fez, quando e o quê."
      />
      <div className="card card--flush">
        {audit.isPending ? (
          <LoadingState label="Carregando auditoria…" />
        ) : audit.isError ? (
          <ErrorState error={audit.error} onRetry={() => audit.refetch()} />
        ) : audit.data.total === 0 ? (
          <EmptyState title="Nenhuma mudança registrada ainda" />
        ) : (
          <>
            <div className="table-wrap">
              <table className="table table--dense audit-table">
                <thead>
                  <tr>
                    <th scope="col">Quando</th>
                    <th scope="col">Quem</th>
                    <th scope="col">O quê</th>
                  </tr>
                </thead>
                <tbody>
                  {audit.data.itens.map((entry) => (
                    <tr key={entry.id}>
                      <td className="nowrap">{formatDateTime(entry.em)}</td>
                      <td>{entry.autor?.nome ?? <span className="muted">Sistema</span>}</td>
                      <td>{entry.resumo}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={page}
              pageSize={AUDIT_PAGE_SIZE}
              total={audit.data.total}
              onChange={setPage}
              noun="registros"
            />
          </>
        )}
      </div>
    </section>
  );
}
