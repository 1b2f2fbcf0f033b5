import { type FormEvent, useState } from 'react';
import type { TechnicianOrderDetail } from '@campo/contracts';
import { useRecord } from './use-record';

/** The root cause of a corrective (required before finishing it). */
export function RootCauseForm({ order }: { order: TechnicianOrderDetail }) {
  const { record, busy, error } = useRecord(order, 'causa-raiz');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim().length < 3) {
      setProblem('Descreva a causa em ao menos 3 caracteres.');
      return;
    }
    setProblem(null);
    void record({ causaRaiz: text.trim() });
  }

  return (
    <form className="card form" onSubmit={submit} aria-labelledby="os-causa-form">
      <h2 id="os-causa-form">Causa raiz</h2>
      <label className="field">
        <span>O que causou a falha</span>
        <textarea
          name="causaRaiz"
          rows={3}
          maxLength={500}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem ? true : undefined}
        />
      </label>
      {problem && <p className="field-error">{problem}</p>}
      {error && <p className="alert alert--danger">{error}</p>}
      <button type="submit" className="button" disabled={busy}>
        Salvar causa raiz
      </button>
    </form>
  );
}
