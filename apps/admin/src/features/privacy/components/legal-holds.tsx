import type { LegalHoldView } from '@campo/contracts';
import { useState } from 'react';
import { actionsColumn, type DataColumn, DataTable } from '../../../components/data-table';
import { MutationDialog } from '../../../components/mutation-dialog';
import { QueryView } from '../../../components/query-view';
import { formatDateTime } from '../../../lib/format';
import { useLegalHolds, useLiftLegalHold } from '../hooks/use-retention';
import { LegalHoldForm } from './legal-hold-form';

const COLUMNS: DataColumn<LegalHoldView>[] = [
  {
    key: 'alvo',
    label: 'Cliente ou contrato',
    cell: (hold) => (
      <>
        {hold.clienteNome}
        <span className="muted"> · {hold.contratoCodigo ?? 'todos os contratos'}</span>
      </>
    ),
  },
  {
    key: 'estado',
    label: 'Situação',
    card: 'state',
    cell: (hold) =>
      hold.liberadoEm ? (
        <span className="badge badge--neutral">Liberado</span>
      ) : (
        <span className="badge badge--warning">Em vigor</span>
      ),
  },
  { key: 'motivo', label: 'Motivo', className: 'pre-wrap', cell: (hold) => hold.motivo },
  {
    key: 'criadoEm',
    label: 'Criado',
    cell: (hold) =>
      `${formatDateTime(hold.criadoEm)}${hold.criadoPor ? ` por ${hold.criadoPor}` : ''}`,
  },
  { key: 'liberadoEm', label: 'Liberado em', cell: (hold) => formatDateTime(hold.liberadoEm) },
];

/** The legal holds: while one is in force, the daily job deletes and anonymises nothing of its client or contract. */
export function LegalHolds() {
  const holds = useLegalHolds();
  const lift = useLiftLegalHold();
  const [creating, setCreating] = useState(false);
  const [lifting, setLifting] = useState<LegalHoldView>();
  const liftColumn = actionsColumn<LegalHoldView>(
    (hold) =>
      !hold.liberadoEm && (
        <button
          type="button"
          className="button button--small"
          aria-label={`Liberar o bloqueio de ${hold.clienteNome}`}
          onClick={() => {
            lift.reset();
            setLifting(hold);
          }}
        >
          Liberar
        </button>
      ),
  );

  return (
    <section className="card" aria-labelledby="bloqueios">
      <div className="card__header">
        <div className="card__title-row">
          <h2 id="bloqueios">Bloqueios legais</h2>
          {!creating && (
            <button type="button" className="button" onClick={() => setCreating(true)}>
              Novo bloqueio
            </button>
          )}
        </div>
        <p className="muted">
          Um processo ou uma fiscalização pode exigir guardar os dados de um cliente além do prazo
          (LGPD, art. 16, I, e art. 7º, VI): com o bloqueio em vigor, a rotina não exclui nem
          anonimiza nada dele. Depois de liberado, o que estiver vencido segue a regra normal na
          execução seguinte.
        </p>
      </div>
      {creating && (
        <div>
          <LegalHoldForm onDone={() => setCreating(false)} />
        </div>
      )}
      <QueryView
        query={holds}
        loading="Carregando bloqueios…"
        empty={<p className="muted">Nenhum bloqueio legal.</p>}
      >
        {(rows) => (
          <DataTable
            className="table--dense"
            columns={[...COLUMNS, liftColumn]}
            rows={rows}
            rowKey={(hold) => hold.id}
            rowProps={(hold) => ({ 'data-bloqueio': hold.id, 'data-cliente': hold.clienteNome })}
          />
        )}
      </QueryView>
      {lifting && (
        <MutationDialog
          title="Liberar o bloqueio legal?"
          confirmLabel="Liberar"
          busyLabel="Liberando…"
          mutation={lift}
          onCancel={() => setLifting(undefined)}
          onConfirm={() => lift.mutate(lifting.id, { onSuccess: () => setLifting(undefined) })}
        >
          <p>
            Na próxima execução da rotina, o que estiver vencido de{' '}
            <strong>{lifting.clienteNome}</strong>
            {lifting.contratoCodigo && <> (contrato {lifting.contratoCodigo})</>} será excluído ou
            anonimizado como nos demais clientes.
          </p>
        </MutationDialog>
      )}
    </section>
  );
}
