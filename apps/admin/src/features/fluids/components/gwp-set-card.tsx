import { GWP_SET_LABELS, GWP_SETS, type GwpSet } from '@campo/contracts';
import { useForm } from 'react-hook-form';
import { CardForm, SelectInput } from '../../../components/form';
import { QueryView } from '../../../components/query-view';
import { useFluidSettings, useSaveFluidSettings } from '../hooks/use-fluid-settings';

const GWP_SET_OPTIONS = GWP_SETS.map((set) => ({ value: set, label: GWP_SET_LABELS[set] }));

/** The company's GWP set for the refrigerant reports (ADMIN; the change is audited). */
export function GwpSetCard() {
  const settings = useFluidSettings();
  return (
    <QueryView query={settings} loading="Carregando…">
      {(data) => <GwpSetForm saved={data.conjuntoGwp} />}
    </QueryView>
  );
}

function GwpSetForm({ saved }: { saved: GwpSet }) {
  const save = useSaveFluidSettings();
  const form = useForm({ defaultValues: { conjuntoGwp: saved } });

  return (
    <CardForm
      form={form}
      onSubmit={(values) => save.mutate(values, { onSuccess: () => form.reset(values) })}
      title="Fluidos refrigerantes: conjunto de GWP"
      label="Conjunto de GWP"
      lead="Os relatórios de fluidos calculam tCO₂e com o GWP de 100 anos do relatório do IPCC escolhido aqui, e dizem qual. AR4 é o usado pelo antigo Regulamento (UE) 517/2014; o Regulamento (UE) 2024/573 e os inventários recentes usam valores mais novos."
      className="gwp-set-card"
      save={save}
      savedText="Conjunto de GWP salvo."
    >
      <SelectInput name="conjuntoGwp" label="Conjunto de GWP" options={GWP_SET_OPTIONS} />
    </CardForm>
  );
}
