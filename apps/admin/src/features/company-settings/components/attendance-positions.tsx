import { errorMessage } from '@campo/web-client';
import { useFieldParameters, useUpdateFieldParameters } from '../hooks/use-field-parameters';

/**
 * The company parameter: record the technician's position at check-in and check-out (off
 * by default; the phone asks each technician's consent and states the purpose).
 */
export function AttendancePositions() {
  const parameters = useFieldParameters();
  const update = useUpdateFieldParameters();
  if (!parameters.data) return null;
  const { recorrencia, localizacaoAtendimento } = parameters.data;
  return (
    <section className="card" aria-labelledby="posicao-titulo">
      <h2 id="posicao-titulo">Posição no atendimento</h2>
      <label className="checkbox">
        <input
          type="checkbox"
          name="localizacaoAtendimento"
          checked={localizacaoAtendimento}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({ recorrencia, localizacaoAtendimento: event.target.checked })
          }
        />
        <span>
          Registrar a posição do técnico no início do atendimento (check-in) e no aceite do cliente
          (check-out), com a precisão, quando o técnico consentir no aplicativo
        </span>
      </label>
      <p className="muted">
        A posição é lida só nesses dois momentos, nunca entre eles, e sai no relatório de
        atendimento.
      </p>
      {update.isError && (
        <p className="field__error" role="alert">
          {errorMessage(update.error)}
        </p>
      )}
    </section>
  );
}
