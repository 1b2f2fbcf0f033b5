import { type CorrectiveProposal, type OpenedCorrective } from '@campo/contracts';
import { errorMessage } from '@campo/web-client';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/query-states';
import {
  useFieldParameters,
  useUpdateFieldParameters,
} from '../../company-settings/hooks/use-field-parameters';
import {
  useCorrectiveProposals,
  useDiscardProposal,
  useOpenProposal,
} from '../hooks/use-corrective-proposals';

/**
 * Failed checklist items proposing a corrective visit: "Abrir corretiva" opens the order
 * for the unit (linked to its source), "Descartar" drops the proposal. The company's
 * ADMIN can have them opened automatically when an order is finished.
 */
export function CorrectiveProposals({ isAdmin }: { isAdmin: boolean }) {
  const proposals = useCorrectiveProposals();
  const open = useOpenProposal();
  const discard = useDiscardProposal();
  const [opened, setOpened] = useState<OpenedCorrective | null>(null);
  const items = proposals.data?.itens ?? [];
  const busy = open.isPending || discard.isPending;
  const failure = open.error ?? discard.error;
  if (proposals.isError)
    return <ErrorState error={proposals.error} onRetry={() => proposals.refetch()} />;
  if (items.length === 0 && !opened && !isAdmin) return null;
  return (
    <section className="card proposals" aria-labelledby="proposals-title">
      <h2 id="proposals-title">Propostas de corretiva ({items.length})</h2>
      <p className="muted">
        Itens de checklist marcados como não conformes nos últimos 30 dias pedem uma visita
        corretiva.
      </p>
      {opened && (
        <p className="notice notice--success" role="status">
          ✓ Corretiva <Link to={`/ordens/${opened.ordemId}`}>{opened.codigo}</Link> aberta.
        </p>
      )}
      {failure && (
        <p className="alert" role="alert">
          {errorMessage(failure)}
        </p>
      )}
      {items.length === 0 ? (
        <p className="muted">Nenhum item não conforme aguardando decisão.</p>
      ) : (
        <ul className="dispatch-list">
          {items.map((proposal) => (
            <ProposalItem
              key={proposal.id}
              proposal={proposal}
              busy={busy}
              onOpen={() => open.mutate(proposal.id, { onSuccess: setOpened })}
              onDiscard={() => discard.mutate(proposal.id, { onSuccess: () => setOpened(null) })}
            />
          ))}
        </ul>
      )}
      {isAdmin && <AutomaticCorrectives />}
    </section>
  );
}

function ProposalItem({
  proposal,
  busy,
  onOpen,
  onDiscard,
}: {
  proposal: CorrectiveProposal;
  busy: boolean;
  onOpen: () => void;
  onDiscard: () => void;
}) {
  return (
    <li className="dispatch-list__item" data-proposta-id={proposal.id}>
      <span className="dispatch-list__order">
        <strong>{proposal.item}</strong>
        <span className="triage-item__where">
          <strong>{proposal.equipamento.codigo}</strong>
          {proposal.equipamento.setor ? ` · ${proposal.equipamento.setor}` : ''} · contrato{' '}
          {proposal.contrato.codigo}
        </span>
        {proposal.observacao && <span className="table__sub">“{proposal.observacao}”</span>}
        <span className="table__sub">
          Na OS <Link to={`/ordens/${proposal.ordem.id}`}>{proposal.ordem.codigo}</Link>
        </span>
      </span>
      <span className="form__actions-group">
        <button
          type="button"
          className="button button--small button--primary"
          disabled={busy}
          onClick={onOpen}
        >
          Abrir corretiva
        </button>
        <button type="button" className="button button--small" disabled={busy} onClick={onDiscard}>
          Descartar
        </button>
      </span>
    </li>
  );
}

/** The company setting: open the proposals as soon as the order is finished. */
function AutomaticCorrectives() {
  const parameters = useFieldParameters();
  const update = useUpdateFieldParameters();
  if (!parameters.data) return null;
  const { recorrencia, corretivaAutomatica } = parameters.data;
  return (
    <label className="checkbox proposals__automatic">
      <input
        type="checkbox"
        name="corretivaAutomatica"
        checked={corretivaAutomatica}
        disabled={update.isPending}
        onChange={(event) =>
          update.mutate({ recorrencia, corretivaAutomatica: event.target.checked })
        }
      />
      <span>Abrir as corretivas automaticamente quando a ordem for concluída</span>
      {update.isError && (
        <span className="field__error" role="alert">
          {errorMessage(update.error)}
        </span>
      )}
    </label>
  );
}
