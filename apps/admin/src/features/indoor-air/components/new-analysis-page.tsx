import { INDOOR_AIR_QUANTITIES, type IndoorAirQuantity } from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form-error';
import { PageHeader } from '../../../components/page-header';
import { todayInputValue } from '../../../lib/format';
import { useContractRooms, useCreateRoomsFromSectors } from '../hooks/use-contract-rooms';
import { useCreateIndoorAirAnalysis, useIndoorAirSchedules } from '../hooks/use-indoor-air';
import '../../../styles/indoor-air.css';

/** How each measured quantity reads on the form, with its unit. */
const QUANTITIES: Record<IndoorAirQuantity, { label: string; unit: string; outdoor: string }> = {
  TEMPERATURA: { label: 'Temperatura', unit: '°C', outdoor: 'opcional' },
  UMIDADE_RELATIVA: { label: 'Umidade relativa', unit: '%', outdoor: 'opcional' },
  VELOCIDADE_AR: { label: 'Velocidade do ar', unit: 'm/s', outdoor: 'opcional' },
  CO2: { label: 'CO₂', unit: 'ppm', outdoor: 'necessário: o limite é a diferença' },
  PM2_5: { label: 'PM2,5', unit: 'µg/m³', outdoor: 'opcional' },
  PM10: { label: 'PM10', unit: 'µg/m³', outdoor: 'opcional' },
  FUNGOS: { label: 'Fungos viáveis', unit: 'UFC/m³', outdoor: 'necessário: relação I/E' },
};

type Readings = Record<IndoorAirQuantity, { interno: string; externo: string }>;
const EMPTY_READINGS = Object.fromEntries(
  INDOOR_AIR_QUANTITIES.map((quantity) => [quantity, { interno: '', externo: '' }]),
) as Readings;

/**
 * A number as typed on a Brazilian keyboard: "1.050,5", "0,12", "1.250" (a thousands dot) or
 * "0.12" (a decimal dot); null when blank.
 */
function typedNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (trimmed.includes(',')) return Number(trimmed.replace(/\./g, '').replace(',', '.'));
  if (/^-?\d{1,3}(\.\d{3})+$/.test(trimmed)) return Number(trimmed.replace(/\./g, ''));
  return Number(trimmed);
}

/** Records a lab analysis: where, when, by which lab, the values read, and the lab's PDF. */
export function NewIndoorAirAnalysisPage() {
  const navigate = useNavigate();
  const schedules = useIndoorAirSchedules();
  const create = useCreateIndoorAirAnalysis();
  const [contractId, setContractId] = useState('');
  const rooms = useContractRooms(contractId);
  const fromSectors = useCreateRoomsFromSectors();
  const [readings, setReadings] = useState<Readings>(EMPTY_READINGS);

  function setReading(quantity: IndoorAirQuantity, side: 'interno' | 'externo', value: string) {
    setReadings((current) => ({ ...current, [quantity]: { ...current[quantity], [side]: value } }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const valores = INDOOR_AIR_QUANTITIES.filter((quantity) =>
      readings[quantity].interno.trim(),
    ).map((quantity) => ({
      grandeza: quantity,
      interno: typedNumber(readings[quantity].interno),
      externo: typedNumber(readings[quantity].externo),
    }));
    const body = new FormData();
    for (const name of [
      'contratoId',
      'ambienteId',
      'laboratorio',
      'dataColeta',
      'laudoNumero',
      'observacao',
    ])
      body.append(name, String(form.get(name) ?? ''));
    body.append('valores', JSON.stringify(valores));
    const pdf = form.get('laudo');
    if (pdf instanceof File && pdf.size > 0) body.append('laudo', pdf);
    create.mutate(body, {
      onSuccess: (analysis) => {
        void navigate(`/qualidade-ar/${encodeURIComponent(analysis.id)}`);
      },
    });
  }

  return (
    <section className="page page--narrow">
      <PageHeader
        back={{ to: '/qualidade-ar', label: 'Qualidade do ar interior' }}
        title="Nova análise de qualidade do ar"
        lead="Os valores do laudo do laboratório, medidos no ambiente e no ar exterior de referência. Cada parâmetro é julgado pela ABNT NBR 17037:2023 ao salvar."
      />
      <form
        className="card form indoor-air-form"
        aria-label="Nova análise"
        onSubmit={handleSubmit}
        noValidate
      >
        <div className="indoor-air-form__grid">
          <label className="field">
            <span>Contrato</span>
            <select
              name="contratoId"
              value={contractId}
              required
              onChange={(event) => setContractId(event.target.value)}
            >
              <option value="">Escolha o contrato</option>
              {(schedules.data ?? []).map((row) => (
                <option key={row.contratoId} value={row.contratoId}>
                  {row.contrato}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>Ambiente</span>
            <select name="ambienteId" disabled={!contractId}>
              <option value="">Contrato (geral)</option>
              {(rooms.data ?? []).map((room) => (
                <option key={room.id} value={room.id}>
                  {room.codigo} — {room.nome}
                </option>
              ))}
            </select>
          </label>
          {contractId && rooms.data?.length === 0 && (
            <div className="indoor-air-form__rooms" role="note">
              <p className="muted">
                Este contrato ainda não tem ambientes cadastrados. Crie um ambiente por setor dos
                equipamentos (e cada equipamento no ambiente do seu setor); depois ajuste área,
                ocupantes e carga térmica em Cadastros › Ambientes.
              </p>
              <button
                type="button"
                className="button"
                disabled={fromSectors.isPending}
                onClick={() => fromSectors.mutate(contractId)}
              >
                Criar ambientes a partir dos setores
              </button>
              <FormError error={fromSectors.error} />
            </div>
          )}
          <label className="field">
            <span>Laboratório</span>
            <input name="laboratorio" maxLength={200} required autoComplete="organization" />
          </label>
          <label className="field">
            <span>Data da coleta</span>
            <input name="dataColeta" type="date" max={todayInputValue()} required />
          </label>
          <label className="field">
            <span>Nº do laudo</span>
            <input name="laudoNumero" maxLength={60} />
          </label>
          <label className="field">
            <span>Laudo do laboratório (PDF)</span>
            <input name="laudo" type="file" accept="application/pdf" />
          </label>
        </div>
        <fieldset className="indoor-air-form__readings">
          <legend>Valores medidos</legend>
          <p className="muted">Deixe em branco o que o laboratório não mediu.</p>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Parâmetro</th>
                <th scope="col">Interior</th>
                <th scope="col">Exterior</th>
              </tr>
            </thead>
            <tbody>
              {INDOOR_AIR_QUANTITIES.map((quantity) => (
                <tr key={quantity}>
                  <th scope="row">
                    {QUANTITIES[quantity].label}{' '}
                    <span className="muted">({QUANTITIES[quantity].unit})</span>
                  </th>
                  <td>
                    <input
                      aria-label={`${QUANTITIES[quantity].label}, interior`}
                      name={`interno-${quantity}`}
                      inputMode="decimal"
                      value={readings[quantity].interno}
                      onChange={(event) => setReading(quantity, 'interno', event.target.value)}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`${QUANTITIES[quantity].label}, exterior`}
                      name={`externo-${quantity}`}
                      inputMode="decimal"
                      placeholder={QUANTITIES[quantity].outdoor}
                      value={readings[quantity].externo}
                      onChange={(event) => setReading(quantity, 'externo', event.target.value)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </fieldset>
        <label className="field">
          <span>Observação</span>
          <textarea name="observacao" maxLength={2000} rows={3} />
        </label>
        <FormError error={create.error} />
        <div className="form__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={create.isPending}
            aria-busy={create.isPending}
          >
            {create.isPending ? 'Salvando…' : 'Salvar análise'}
          </button>
        </div>
      </form>
    </section>
  );
}
