import type { ContractTechnicalLead, UserSummary } from '@campo/contracts';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '@campo/web-client';
import { SubmitButton } from '../../../components/form';
import { useSetTechnicalLead } from '../hooks/use-technical-leads';

/** One contract: its responsável técnico (a marked user) and ART/TRT, saved together. */
export function TechnicalLeadRow({
  lead,
  candidates,
}: {
  lead: ContractTechnicalLead;
  candidates: readonly UserSummary[];
}) {
  const save = useSetTechnicalLead(lead.contratoId);
  const [userId, setUserId] = useState(lead.usuarioId ?? '');
  const [art, setArt] = useState(lead.art ?? '');
  const id = useId();
  const changed = userId !== (lead.usuarioId ?? '') || art.trim() !== (lead.art ?? '');
  // The ERP may have sent a name that is no user: said, so the choice below is informed.
  const erpOnly = !lead.usuarioId && lead.nome;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ usuarioId: userId || null, art: art.trim() || null });
  }

  return (
    <li className="technical-leads__item" data-contrato={lead.codigo}>
      <form className="technical-leads__form" onSubmit={submit} aria-labelledby={`${id}-codigo`}>
        <div className="technical-leads__contract">
          <strong id={`${id}-codigo`}>{lead.codigo}</strong>
          {lead.usuarioId && lead.registro ? (
            <span className="table__sub">
              {lead.nome} · {lead.registro}
            </span>
          ) : (
            <span className="table__sub">
              {erpOnly ? `ERP informa: ${lead.nome} (não é um usuário)` : 'Sem responsável técnico'}
            </span>
          )}
        </div>
        <label className="field">
          <span>Responsável técnico</span>
          <select
            name="usuarioId"
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
          >
            <option value="">Nenhum</option>
            {candidates.map((user) => (
              <option key={user.id} value={user.id}>
                {user.nome} ({user.registroProfissional})
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>ART/TRT</span>
          <input
            name="art"
            value={art}
            maxLength={60}
            placeholder="28027230201234567"
            onChange={(event) => setArt(event.target.value)}
          />
        </label>
        <SubmitButton pending={save.isPending} busyLabel="Salvando…" disabled={!changed}>
          Salvar
        </SubmitButton>
      </form>
      {save.isError && (
        <p className="alert" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      {save.isSuccess && !changed && (
        <p className="technical-leads__saved" role="status">
          Salvo.
        </p>
      )}
    </li>
  );
}
