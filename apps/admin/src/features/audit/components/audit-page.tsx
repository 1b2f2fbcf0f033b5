import type { AuditEntry } from '@campo/contracts';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import { PagedQueryView } from '../../../components/query-view';
import { formatDateTime } from '../../../lib/format';
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
        <PagedQueryView
          query={audit}
          loading="Carregando auditoria…"
          empty={<EmptyState title="Nenhuma mudança registrada ainda" />}
          noun="registros"
          onPageChange={setPage}
        >
          {(data) => (
            <DataTable<AuditEntry>
              className="table--dense audit-table"
              rows={data.itens}
              rowKey={(entry) => entry.id}
              columns={[
                {
                  key: 'em',
                  label: 'Quando',
                  className: 'nowrap',
                  cell: (entry) => formatDateTime(entry.em),
                },
                {
                  key: 'autor',
                  label: 'Quem',
                  cell: (entry) => entry.autor?.nome ?? <span className="muted">Sistema</span>,
                },
                { key: 'resumo', label: 'O quê', cell: (entry) => entry.resumo },
              ]}
            />
          )}
        </PagedQueryView>
      </div>
    </section>
  );
}
