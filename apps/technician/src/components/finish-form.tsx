import { type FormEvent, useState } from 'react';
import type { TechnicianOrderDetail } from '@campo/contracts';
import { useRecord } from './use-record';

/** Finishes the attendance now; a corrective without a root cause asks for it here. */
export function FinishForm({ order }: { order: TechnicianOrderDetail }) {
  const { record, busy, error } = useRecord(order, 'fim');
  const needsCause = order.exigeCausaRaiz && !order.causaRaiz;
  const [cause, setCause] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const unanswered = order.checklist.filter((answer) => answer.conforme === null).length;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (needsCause && cause.trim().length < 3) {
      setProblem('Informe a causa raiz para concluir uma corretiva.');
      return;
    }
    setProblem(null);
    void record({
      em: new Date().toISOString(),
      ...(needsCause ? { causaRaiz: cause.trim() } : {}),
    });
  }

  return (
    <form className="card form" onSubmit={submit} aria-labelledby="os-fim">
      <h2 id="os-fim">Concluir</h2>
      {unanswered > 0 && (
        <p className="muted">
          {unanswered === 1
            ? '1 item do checklist sem resposta.'
            : `${unanswered} itens do checklist sem resposta.`}
        </p>
      )}
      {needsCause && (
        <label className="field">
          <span>Causa raiz</span>
          <textarea
            name="causaRaizFim"
            rows={2}
            maxLength={500}
            value={cause}
            onChange={(event) => setCause(event.target.value)}
            aria-invalid={problem ? true : undefined}
          />
        </label>
      )}
      {problem && <p className="field-error">{problem}</p>}
      {error && <p className="alert alert--danger">{error}</p>}
      <button type="submit" className="button button--big" disabled={busy}>
        Concluir atendimento
      </button>
    </form>
  );
}
