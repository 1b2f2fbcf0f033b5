import { INDOOR_AIR_QUANTITIES, type IndoorAirQuantity } from '@campo/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  DateField,
  FileField,
  Form,
  SelectInput,
  TextareaField,
  TextField,
} from '../../../components/form';
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

const TEXT_FIELDS = [
  'contratoId',
  'ambienteId',
  'laboratorio',
  'dataColeta',
  'laudoNumero',
  'observacao',
] as const;

/** The form's values: its text fields, each reading (`interno-CO2`, …) and the lab's PDF. */
type Values = Record<
  (typeof TEXT_FIELDS)[number] | `${'interno' | 'externo'}-${IndoorAirQuantity}`,
  string
> & { laudo: FileList | null };

const EMPTY_VALUES = Object.fromEntries([
  ...TEXT_FIELDS.map((name) => [name, '']),
  ...INDOOR_AIR_QUANTITIES.flatMap((quantity) => [
    [`interno-${quantity}`, ''],
    [`externo-${quantity}`, ''],
  ]),
  ['laudo', null],
]) as Values;

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
  const form = useForm<Values>({ defaultValues: EMPTY_VALUES });
  const contractId = useWatch({ control: form.control, name: 'contratoId' });
  const rooms = useContractRooms(contractId);
  const fromSectors = useCreateRoomsFromSectors();

  function save(values: Values) {
    const valores = INDOOR_AIR_QUANTITIES.filter((quantity) =>
      values[`interno-${quantity}`].trim(),
    ).map((quantity) => ({
      grandeza: quantity,
      interno: typedNumber(values[`interno-${quantity}`]),
      externo: typedNumber(values[`externo-${quantity}`]),
    }));
    const body = new FormData();
    for (const name of TEXT_FIELDS) body.append(name, values[name]);
    body.append('valores', JSON.stringify(valores));
    const pdf = values.laudo?.[0];
    if (pdf && pdf.size > 0) body.append('laudo', pdf);
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
      <Form
        form={form}
        className="card form indoor-air-form"
        label="Nova análise"
        error={create.error}
        onSubmit={save}
        submit={{ label: 'Salvar análise', busyLabel: 'Salvando…', pending: create.isPending }}
      >
        <div className="indoor-air-form__grid">
          <SelectInput
            name="contratoId"
            label="Contrato"
            emptyLabel="Escolha o contrato"
            options={(schedules.data ?? []).map((row) => ({
              value: row.contratoId,
              label: row.contrato,
            }))}
          />
          <SelectInput
            name="ambienteId"
            label="Ambiente"
            emptyLabel="Contrato (geral)"
            disabled={!contractId}
            options={(rooms.data ?? []).map((room) => ({
              value: room.id,
              label: `${room.codigo} — ${room.nome}`,
            }))}
          />
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
          <TextField
            name="laboratorio"
            label="Laboratório"
            maxLength={200}
            required
            autoComplete="organization"
          />
          <DateField name="dataColeta" label="Data da coleta" max={todayInputValue()} required />
          <TextField name="laudoNumero" label="Nº do laudo" maxLength={60} />
          <FileField name="laudo" label="Laudo do laboratório (PDF)" accept="application/pdf" />
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
                      inputMode="decimal"
                      {...form.register(`interno-${quantity}`)}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`${QUANTITIES[quantity].label}, exterior`}
                      inputMode="decimal"
                      placeholder={QUANTITIES[quantity].outdoor}
                      {...form.register(`externo-${quantity}`)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </fieldset>
        <TextareaField name="observacao" label="Observação" maxLength={2000} />
      </Form>
    </section>
  );
}
