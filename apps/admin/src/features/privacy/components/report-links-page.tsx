import type { PublicReportLinkView } from '@campo/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { actionsColumn, type DataColumn, DataTable } from '../../../components/data-table';
import { MutationDialog } from '../../../components/mutation-dialog';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { formatDateTime } from '../../../lib/format';
import { useReportLinks, useRevokeReportLink } from '../hooks/use-report-links';

const COLUMNS: DataColumn<PublicReportLinkView>[] = [
  {
    key: 'ordem',
    label: 'Ordem',
    cell: (link) => <Link to={`/ordens/${link.ordemId}`}>{link.ordem}</Link>,
  },
  {
    key: 'estado',
    label: 'Situação',
    card: 'state',
    cell: (link) =>
      link.revogadoEm ? (
        <span className="badge badge--neutral">Revogado</span>
      ) : (
        <span className="badge badge--success">Ativo</span>
      ),
  },
  { key: 'criadoEm', label: 'Enviado em', cell: (link) => formatDateTime(link.criadoEm) },
  { key: 'expiraEm', label: 'Expira em', cell: (link) => formatDateTime(link.expiraEm) },
  {
    key: 'revogado',
    label: 'Revogado',
    cell: (link) =>
      link.revogadoEm
        ? `${formatDateTime(link.revogadoEm)}${link.revogadoPor ? ` por ${link.revogadoPor}` : ''}`
        : '—',
  },
];

/**
 * The no-login links e-mailed with visit reports, still within their term: who can open
 * which report, and a revoke for a link sent to the wrong person.
 */
export function ReportLinksPage() {
  const links = useReportLinks();
  const revoke = useRevokeReportLink();
  const [revoking, setRevoking] = useState<PublicReportLinkView>();
  const revokeColumn = actionsColumn<PublicReportLinkView>(
    (link) =>
      !link.revogadoEm && (
        <button
          type="button"
          className="button button--small button--danger-outline"
          aria-label={`Revogar o link do relatório da ordem ${link.ordem}`}
          onClick={() => {
            revoke.reset();
            setRevoking(link);
          }}
        >
          Revogar
        </button>
      ),
  );

  return (
    <section className="page">
      <PageHeader
        title="Links de relatório"
        lead="O relatório de visita enviado por e-mail abre por um link sem login até expirar. Aqui estão os links ainda no prazo; revogue um enviado à pessoa errada e ele deixa de abrir na hora."
      />
      <div className="card">
        <QueryView
          query={links}
          loading="Carregando links…"
          empty={<p className="muted">Nenhum link de relatório no prazo.</p>}
        >
          {(rows) => (
            <DataTable
              className="table--dense"
              columns={[...COLUMNS, revokeColumn]}
              rows={rows}
              rowKey={(link) => link.id}
              rowProps={(link) => ({ 'data-link': link.id, 'data-ordem': link.ordem })}
            />
          )}
        </QueryView>
      </div>
      {revoking && (
        <MutationDialog
          title="Revogar o link?"
          confirmLabel="Revogar link"
          busyLabel="Revogando…"
          danger
          mutation={revoke}
          onCancel={() => setRevoking(undefined)}
          onConfirm={() => revoke.mutate(revoking.id, { onSuccess: () => setRevoking(undefined) })}
        >
          <p>
            O link do relatório da ordem <strong>{revoking.ordem}</strong> deixa de abrir na hora,
            para qualquer pessoa que o tenha recebido. O relatório continua no sistema.
          </p>
        </MutationDialog>
      )}
    </section>
  );
}
