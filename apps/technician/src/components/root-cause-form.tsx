import { type FormEvent, useState } from 'react';
import type { TechnicianOrderDetail } from '@campo/contracts';
import { useField } from '../app/use-field';
import { causeBody, CausePicker, causeProblem, EMPTY_CAUSE } from './cause-picker';
import { useRecord } from './use-record';

/** The root cause of a corrective (required before finishing it). */
export function RootCauseForm({ order }: { order: TechnicianOrderDetail }) {
  const { record, busy, error } = useRecord(order, 'causa-raiz');
  const { causes } = useField();
  const [pick, setPick] = useState(EMPTY_CAUSE);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = causeProblem(pick, causes);
    setProblem(found);
    if (!found) void record(causeBody(pick, causes));
  }

  return (
    <form className="card form" onSubmit={submit} aria-labelledby="os-causa-form">
      <h2 id="os-causa-form">Causa raiz</h2>
      <CausePicker
        value={pick}
        onChange={setPick}
        textName="causaRaiz"
        invalid={Boolean(problem)}
      />
      {problem && <p className="field-error">{problem}</p>}
      {error && <p className="alert alert--danger">{error}</p>}
      <button type="submit" className="button" disabled={busy}>
        Salvar causa raiz
      </button>
    </form>
  );
}
