import type { FieldServiceParameters } from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { useUpdateFieldParameters } from '../hooks/use-field-parameters';
import { SaveRow } from '../../../components/save-row';

/** The agenda's hours as typed: "8:00, 10h, 14:00" reads as 08:00, 10:00, 14:00. */
export function parseAgendaSlots(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((part) => {
      const match = /^(\d{1,2})(?:[:h](\d{2})?)?$/i.exec(part);
      return match ? `${match[1].padStart(2, '0')}:${match[2] ?? '00'}` : part;
    });
}

/**
 * The RGM's recurrence rule (N or more corrective orders on one piece of equipment in D
 * days), the punctuality tolerance of scheduled orders (minutes after the scheduled time)
 * and the hours the dispatch agenda offers.
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
        horariosAgenda: parseAgendaSlots(String(data.get('horariosAgenda') ?? '')),
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
      <h3 className="section-title">Horários da agenda</h3>
      <p className="muted">
        Os horários de cada dia em que o despacho agenda uma ordem ao arrastá-la para um técnico. Um
        horário que já passou não é agendado: a ordem vai para o próximo horário livre.
      </p>
      <label className="field">
        <span>Horários (separados por vírgula)</span>
        <input
          name="horariosAgenda"
          required
          inputMode="numeric"
          defaultValue={parameters.horariosAgenda.join(', ')}
          aria-describedby="horarios-agenda-hint"
        />
        <small id="horarios-agenda-hint" className="field__hint">
          Ex.: 08:00, 10:00, 14:00, 16:00 — até 12 por dia.
        </small>
      </label>
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
