import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { plural, todayInputValue } from '../../../lib/format';
import { useGeneratePreventive } from '../hooks/use-order-actions';

/** Opens the month's preventive orders from the plans; running it again opens none twice. */
export function GeneratePreventiveForm() {
  const [month, setMonth] = useState(todayInputValue().slice(0, 7));
  const generate = useGeneratePreventive();
  const result = generate.data;
  return (
    <form
      className="card inline-form preventive-form"
      aria-label="Gerar ordens preventivas"
      onSubmit={(event) => {
        event.preventDefault();
        if (month) generate.mutate(month);
      }}
    >
      <label className="field">
        <span>Preventivas do mês</span>
        <input
          type="month"
          name="mes"
          required
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
      </label>
      <button type="submit" className="button" disabled={generate.isPending}>
        {generate.isPending ? 'Gerando…' : 'Gerar ordens dos planos'}
      </button>
      {result && (
        <p className="saved" role="status">
          ✓ {plural(result.criadas, 'ordem criada', 'ordens criadas')} de{' '}
          {plural(result.planejadas, 'ocorrência planejada', 'ocorrências planejadas')}
          {result.existentes > 0 && ` (${plural(result.existentes, 'já tinha', 'já tinham')} OS)`}.
        </p>
      )}
      <FormError error={generate.error} />
    </form>
  );
}
