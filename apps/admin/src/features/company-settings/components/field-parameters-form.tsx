import type { FieldServiceParameters } from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { useUpdateFieldParameters } from '../hooks/use-field-parameters';
import { SaveRow } from '../../../components/save-row';

/**
 * The RGM's recurrence rule (N or more corrective orders on one piece of equipment in D
 * days) and the punctuality tolerance of scheduled orders (minutes after the scheduled time).
 */
export function FieldParametersForm({ parameters }: { parameters: FieldServiceParameters }) {
  const update = useUpdateFieldParameters();
  const [saved, setSaved] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSaved(false);
    update.mutate(
      {
        recorrencia: {
          ocorrencias: Number(data.get('ocorrencias')),
          dias: Number(data.get('dias')),
        },
        toleranciaPontualidadeMinutos: Number(data.get('toleranciaPontualidadeMinutos')),
      },
      { onSuccess: () => setSaved(true) },
    );
  }

  return (
    <form className="card form" onSubmit={handleSubmit} aria-labelledby="parameters-title">
      <h2 id="parameters-title" className="section-title">
        Recorrência no RGM e pontualidade
      </h2>
      <p className="muted">
        Um equipamento é recorrente quando tem este número de ordens corretivas (ou mais) dentro
        deste número de dias. Vale para os próximos RGMs calculados.
      </p>
      <div className="invite-fields">
        <label className="field">
          <span>Ordens corretivas</span>
          <input
            name="ocorrencias"
            type="number"
            min={2}
            max={100}
            required
            defaultValue={parameters.recorrencia.ocorrencias}
          />
        </label>
        <label className="field">
          <span>Em dias</span>
          <input
            name="dias"
            type="number"
            min={1}
            max={366}
            required
            defaultValue={parameters.recorrencia.dias}
          />
        </label>
      </div>
      <h3 className="section-title">Pontualidade das ordens agendadas</h3>
      <p className="muted">
        Uma ordem agendada (preventiva agendada incluída) está no horário quando o atendimento
        começa até o horário agendado mais esta tolerância. Os chamados seguem as metas de SLA do
        contrato. Vale para a lista de ordens, o despacho, o aplicativo e os próximos RGMs.
      </p>
      <div className="invite-fields">
        <label className="field">
          <span>Tolerância (minutos)</span>
          <input
            name="toleranciaPontualidadeMinutos"
            type="number"
            min={0}
            max={720}
            step={1}
            required
            defaultValue={parameters.toleranciaPontualidadeMinutos}
          />
        </label>
      </div>
      <p className="field__hint">
        O dia de fechamento automático e os destinatários do RGM são de cada contrato, em RGM →
        Contratos.
      </p>
      <SaveRow
        error={update.error}
        saved={saved && 'Parâmetros salvos.'}
        pending={update.isPending}
      />
    </form>
  );
}
