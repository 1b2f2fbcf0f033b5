import { CheckboxField, DateField, SelectInput, TextField } from '../../../components/form';
import { PERIODICITY_ENTRIES } from '../../schedule/schedule-format';
import { cadenceProblem } from '../plan-draft';

const PERIODICITIES = PERIODICITY_ENTRIES.map((entry) => ({
  value: entry.code,
  label: `${entry.label} (${entry.code})`,
}));

/** Periodicity, custom cadence and start (and, for an existing plan, whether it is active). */
export function PlanFields({ withActive }: { withActive?: boolean }) {
  return (
    <div className="plan-fields">
      <SelectInput name="periodicidade" label="Periodicidade" options={PERIODICITIES} />
      <TextField
        type="number"
        name="cadenciaDias"
        label="Cadência em dias"
        optional
        min={1}
        max={3650}
        step={1}
        placeholder="Pela periodicidade"
        hint="Substitui o intervalo da periodicidade no cronograma."
        rules={{ validate: (value: string) => cadenceProblem(value) ?? true }}
      />
      <DateField name="inicio" label="Início" rules={{ required: 'Informe a data de início.' }} />
      {withActive && (
        <CheckboxField name="ativo" label="Plano ativo" className="plan-fields__active" />
      )}
    </div>
  );
}
