import { RECOVERY_DESTINATION_LABELS, RECOVERY_DESTINATIONS } from '@campo/contracts';
import { todayInputValue } from '../../../lib/format';
import type { FluidEventKind } from '../api/fluids.types';
import { EVENT_KINDS, EVENT_LABELS } from '../fluid-format';
import type { FluidEventDraft } from '../fluid-draft';
import { useGases } from '../hooks/use-gases';

interface FluidEventFieldsProps {
  draft: FluidEventDraft;
  onChange: (draft: FluidEventDraft) => void;
  /** Shown under each field after a submit attempt. */
  problems: Partial<Record<keyof FluidEventDraft, string>>;
}

/** Gas, event kind, quantity and date: the fields of a new event and of a correction. */
export function FluidEventFields({ draft, onChange, problems }: FluidEventFieldsProps) {
  const gases = useGases();
  const set = (changes: Partial<FluidEventDraft>) => onChange({ ...draft, ...changes });
  const codes = gases.data?.map((gas) => gas.codigo) ?? [];
  if (draft.tipoGas && !codes.includes(draft.tipoGas)) codes.unshift(draft.tipoGas);

  return (
    <div className="fluid-fields">
      <label className="field">
        <span>Gás</span>
        <select
          name="tipoGas"
          value={draft.tipoGas}
          onChange={(event) => set({ tipoGas: event.target.value })}
        >
          <option value="">{gases.isPending ? 'Carregando…' : 'Escolha o gás'}</option>
          {codes.map((code) => {
            const gas = gases.data?.find((entry) => entry.codigo === code);
            return (
              <option key={code} value={code}>
                {gas ? `${code} (GWP ${gas.gwp})` : code}
              </option>
            );
          })}
        </select>
        {problems.tipoGas && <span className="field__error">{problems.tipoGas}</span>}
      </label>
      <label className="field">
        <span>Evento</span>
        <select
          name="tipoEvento"
          value={draft.tipoEvento}
          onChange={(event) => set({ tipoEvento: event.target.value as FluidEventKind })}
        >
          {EVENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {EVENT_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Quantidade (kg)</span>
        <input
          name="quantidadeKg"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,000"
          value={draft.quantidadeKg}
          onChange={(event) => set({ quantidadeKg: event.target.value })}
        />
        {problems.quantidadeKg && <span className="field__error">{problems.quantidadeKg}</span>}
      </label>
      <label className="field">
        <span>Data</span>
        <input
          type="date"
          name="dataEvento"
          max={todayInputValue()}
          value={draft.dataEvento}
          onChange={(event) => set({ dataEvento: event.target.value })}
        />
        {problems.dataEvento && <span className="field__error">{problems.dataEvento}</span>}
      </label>
      {draft.tipoEvento === 'RETIRADA' && (
        <>
          <label className="field">
            <span>Destino do gás recolhido</span>
            <select
              name="destino"
              value={draft.destino ?? ''}
              onChange={(event) =>
                set({ destino: event.target.value as FluidEventDraft['destino'] })
              }
            >
              <option value="">Escolha o destino</option>
              {RECOVERY_DESTINATIONS.map((destination) => (
                <option key={destination} value={destination}>
                  {RECOVERY_DESTINATION_LABELS[destination]}
                </option>
              ))}
            </select>
            {problems.destino && <span className="field__error">{problems.destino}</span>}
          </label>
          <label className="field">
            <span>Cilindro</span>
            <input
              name="cilindro"
              autoComplete="off"
              placeholder="Identificação do cilindro"
              value={draft.cilindro ?? ''}
              onChange={(event) => set({ cilindro: event.target.value })}
            />
            {problems.cilindro && <span className="field__error">{problems.cilindro}</span>}
          </label>
          <label className="field">
            <span>Certificado (opcional)</span>
            <input
              name="certificado"
              autoComplete="off"
              placeholder="Nº do certificado de regeneração ou destruição"
              value={draft.certificado ?? ''}
              onChange={(event) => set({ certificado: event.target.value })}
            />
          </label>
        </>
      )}
    </div>
  );
}
