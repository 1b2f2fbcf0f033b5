import { type FormEvent, useState } from 'react';
import { errorMessage } from '@campo/web-client';
import { todayInputValue } from '../../../lib/format';
import { formatDay, formatKg } from '../fluid-format';
import { parseKg, MIN_REASON } from '../fluid-draft';
import { useEquipment } from '../hooks/use-equipment';
import { useChangeGas, useGasChanges } from '../hooks/use-gas-change';
import { useGases } from '../hooks/use-gases';

/**
 * A change of an equipment's gas (a retrofit, or its gas registered when unknown): from its
 * day on, gas events must carry the new gas; before it, the old one. Recorded with the reason.
 */
export function GasChangeForm() {
  const equipment = useEquipment();
  const gases = useGases();
  const [equipmentId, setEquipmentId] = useState('');
  const [gas, setGas] = useState('');
  const [charge, setCharge] = useState('');
  const [day, setDay] = useState(todayInputValue);
  const [motivo, setMotivo] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const change = useChangeGas(equipmentId);
  const history = useGasChanges(equipmentId);
  const chosen = equipment.data?.find((entry) => entry.id === equipmentId);
  const chargeKg = charge.trim() ? parseKg(charge) : undefined;
  const problems = {
    equipamento: !equipmentId && 'Escolha o equipamento.',
    gas: !gas && 'Escolha o gás novo.',
    carga: chargeKg !== undefined && !(chargeKg > 0) && 'Informe a carga em kg, maior que zero.',
    motivo:
      motivo.trim().length < MIN_REASON && `Informe o motivo (ao menos ${MIN_REASON} caracteres).`,
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(problems).some(Boolean)) return;
    change.mutate(
      {
        tipoGas: gas,
        data: day,
        motivo: motivo.trim(),
        ...(chargeKg ? { cargaGasKg: chargeKg } : {}),
      },
      {
        onSuccess: () => {
          setSubmitted(false);
          setMotivo('');
          setCharge('');
        },
      },
    );
  }

  return (
    <form
      className="card form gas-change-form"
      onSubmit={handleSubmit}
      aria-label="Troca de gás"
      noValidate
    >
      <div className="card__header">
        <h2>Troca de gás do equipamento</h2>
        <p className="muted">
          Um evento com gás diferente do cadastrado é recusado. Se o equipamento foi convertido
          (retrofit) ou não tinha o gás cadastrado, registre aqui o gás novo e desde quando vale.
        </p>
      </div>
      <div className="fluid-fields">
        <label className="field">
          <span>Equipamento</span>
          <select
            name="equipamentoTroca"
            value={equipmentId}
            onChange={(event) => setEquipmentId(event.target.value)}
          >
            <option value="">
              {equipment.isPending ? 'Carregando…' : 'Escolha o equipamento'}
            </option>
            {equipment.data?.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.codigo} — {entry.tipoGas ?? 'gás não cadastrado'}
              </option>
            ))}
          </select>
          {submitted && problems.equipamento && (
            <span className="field__error">{problems.equipamento}</span>
          )}
        </label>
        <label className="field">
          <span>Gás novo</span>
          <select name="gasNovo" value={gas} onChange={(event) => setGas(event.target.value)}>
            <option value="">Escolha o gás</option>
            {gases.data?.map((entry) => (
              <option key={entry.codigo} value={entry.codigo}>
                {entry.codigo}
              </option>
            ))}
          </select>
          {submitted && problems.gas && <span className="field__error">{problems.gas}</span>}
        </label>
        <label className="field">
          <span>Carga nova (kg, opcional)</span>
          <input
            name="cargaNova"
            inputMode="decimal"
            placeholder={chosen?.cargaGasKg ? String(chosen.cargaGasKg).replace('.', ',') : '0,00'}
            value={charge}
            onChange={(event) => setCharge(event.target.value)}
          />
          {submitted && problems.carga && <span className="field__error">{problems.carga}</span>}
        </label>
        <label className="field">
          <span>A partir de</span>
          <input
            type="date"
            name="dataTroca"
            max={todayInputValue()}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </label>
      </div>
      <label className="field">
        <span>Motivo</span>
        <textarea
          name="motivoTroca"
          rows={2}
          value={motivo}
          onChange={(event) => setMotivo(event.target.value)}
        />
        {submitted && problems.motivo && <span className="field__error">{problems.motivo}</span>}
      </label>
      {change.isError && (
        <p className="alert" role="alert">
          {errorMessage(change.error)}
        </p>
      )}
      {change.isSuccess && (
        <p className="saved" role="status">
          ✓ Troca de gás registrada.
        </p>
      )}
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={change.isPending}>
          {change.isPending ? 'Registrando…' : 'Registrar troca de gás'}
        </button>
      </div>
      {history.data && history.data.length > 0 && (
        <ul className="plain-list gas-changes" aria-label="Trocas de gás registradas">
          {history.data.map((entry) => (
            <li key={entry.id}>
              {formatDay(entry.data)}: {entry.gasAnterior ?? 'não cadastrado'} →{' '}
              {entry.gasNovo ?? '—'}
              {entry.cargaNova !== null && entry.cargaNova !== entry.cargaAnterior
                ? ` (carga ${formatKg(entry.cargaNova)})`
                : ''}
              {' · '}
              {entry.origem === 'TROCA'
                ? `${entry.usuario ?? '—'}: ${entry.motivo}`
                : 'alteração do cadastro'}
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
