import { useForm, useWatch } from 'react-hook-form';
import {
  DateField,
  Form,
  NumberField,
  problemsResolver,
  SelectInput,
  TextareaField,
} from '../../../components/form';
import { todayInputValue } from '../../../lib/format';
import { formatDay, formatKg } from '../fluid-format';
import { parseKg, MIN_REASON } from '../fluid-draft';
import { useEquipment } from '../hooks/use-equipment';
import { useChangeGas, useGasChanges } from '../hooks/use-gas-change';
import { useGases } from '../hooks/use-gases';

type GasChangeDraft = {
  equipamentoTroca: string;
  gasNovo: string;
  cargaNova: string;
  dataTroca: string;
  motivoTroca: string;
};

const chargeOf = (draft: GasChangeDraft) =>
  draft.cargaNova.trim() ? parseKg(draft.cargaNova) : undefined;

const gasChangeProblems = (draft: GasChangeDraft) => {
  const chargeKg = chargeOf(draft);
  return {
    equipamentoTroca: !draft.equipamentoTroca ? 'Escolha o equipamento.' : undefined,
    gasNovo: !draft.gasNovo ? 'Escolha o gás novo.' : undefined,
    cargaNova:
      chargeKg !== undefined && !(chargeKg > 0)
        ? 'Informe a carga em kg, maior que zero.'
        : undefined,
    motivoTroca:
      draft.motivoTroca.trim().length < MIN_REASON
        ? `Informe o motivo (ao menos ${MIN_REASON} caracteres).`
        : undefined,
  };
};

/**
 * A change of an equipment's gas (a retrofit, or its gas registered when unknown): from its
 * day on, gas events must carry the new gas; before it, the old one. Recorded with the reason.
 */
export function GasChangeForm() {
  const equipment = useEquipment();
  const gases = useGases();
  const form = useForm<GasChangeDraft>({
    defaultValues: {
      equipamentoTroca: '',
      gasNovo: '',
      cargaNova: '',
      dataTroca: todayInputValue(),
      motivoTroca: '',
    },
    resolver: problemsResolver(gasChangeProblems),
  });
  const equipmentId = useWatch({ control: form.control, name: 'equipamentoTroca' });
  const change = useChangeGas(equipmentId);
  const history = useGasChanges(equipmentId);
  const chosen = equipment.data?.find((entry) => entry.id === equipmentId);

  function save(draft: GasChangeDraft) {
    const chargeKg = chargeOf(draft);
    change.mutate(
      {
        tipoGas: draft.gasNovo,
        data: draft.dataTroca,
        motivo: draft.motivoTroca.trim(),
        ...(chargeKg ? { cargaGasKg: chargeKg } : {}),
      },
      { onSuccess: () => form.reset({ ...draft, motivoTroca: '', cargaNova: '' }) },
    );
  }

  return (
    <section className="card gas-change-form">
      <Form
        form={form}
        onSubmit={save}
        label="Troca de gás"
        className="stack"
        error={change.error}
        submit={{
          label: 'Registrar troca de gás',
          busyLabel: 'Registrando…',
          pending: change.isPending,
        }}
      >
        <div className="card__header">
          <h2>Troca de gás do equipamento</h2>
          <p className="muted">
            Um evento com gás diferente do cadastrado é recusado. Se o equipamento foi convertido
            (retrofit) ou não tinha o gás cadastrado, registre aqui o gás novo e desde quando vale.
          </p>
        </div>
        <div className="fluid-fields">
          <SelectInput
            name="equipamentoTroca"
            label="Equipamento"
            emptyLabel={equipment.isPending ? 'Carregando…' : 'Escolha o equipamento'}
            options={(equipment.data ?? []).map((entry) => ({
              value: entry.id,
              label: `${entry.codigo} — ${entry.tipoGas ?? 'gás não cadastrado'}`,
            }))}
          />
          <SelectInput
            name="gasNovo"
            label="Gás novo"
            emptyLabel="Escolha o gás"
            options={(gases.data ?? []).map((entry) => ({
              value: entry.codigo,
              label: entry.codigo,
            }))}
          />
          <NumberField
            name="cargaNova"
            label="Carga nova (kg, opcional)"
            placeholder={chosen?.cargaGasKg ? String(chosen.cargaGasKg).replace('.', ',') : '0,00'}
          />
          <DateField name="dataTroca" label="A partir de" max={todayInputValue()} />
        </div>
        <TextareaField name="motivoTroca" label="Motivo" rows={2} />
        {change.isSuccess && (
          <p className="saved" role="status">
            ✓ Troca de gás registrada.
          </p>
        )}
      </Form>
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
    </section>
  );
}
