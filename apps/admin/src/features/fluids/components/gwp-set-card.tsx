import { type FluidSettings, GWP_SET_LABELS, GWP_SETS, type GwpSet } from '@campo/contracts';
import { useForm } from 'react-hook-form';
import { CardForm, SelectInput, TextField } from '../../../components/form';
import { QueryView } from '../../../components/query-view';
import { useFluidSettings, useSaveFluidSettings } from '../hooks/use-fluid-settings';

const GWP_SET_OPTIONS = GWP_SETS.map((set) => ({ value: set, label: GWP_SET_LABELS[set] }));

/** The company's GWP set and CTF/APP number for the refrigerant reports (ADMIN; each change audited). */
export function GwpSetCard() {
  const settings = useFluidSettings();
  return (
    <QueryView query={settings} loading="Carregando…">
      {(data) => <GwpSetForm saved={data} />}
    </QueryView>
  );
}

function GwpSetForm({ saved }: { saved: FluidSettings }) {
  const save = useSaveFluidSettings();
  const form = useForm({
    defaultValues: { conjuntoGwp: saved.conjuntoGwp as GwpSet, ctfApp: saved.ctfApp ?? '' },
  });

  return (
    <CardForm
      form={form}
      onSubmit={(values) =>
        save.mutate(
          { conjuntoGwp: values.conjuntoGwp, ctfApp: values.ctfApp.trim() || null },
          { onSuccess: () => form.reset(values) },
        )
      }
      title="Fluidos refrigerantes: GWP e CTF/APP"
      label="Parâmetros de fluidos refrigerantes"
      lead="Os relatórios de fluidos calculam tCO₂e com o GWP de 100 anos do relatório do IPCC escolhido aqui, e dizem qual. O número do Cadastro Técnico Federal (CTF/APP) do Ibama sai no cabeçalho do relatório anual."
      className="gwp-set-card"
      save={save}
      savedText="Parâmetros de fluidos salvos."
    >
      <SelectInput name="conjuntoGwp" label="Conjunto de GWP" options={GWP_SET_OPTIONS} />
      <TextField
        name="ctfApp"
        label="Número do CTF/APP (Ibama)"
        hint="Só os dígitos do registro no Cadastro Técnico Federal; vazio: não informado."
        optional
        inputMode="numeric"
        autoComplete="off"
        rules={{ pattern: { value: /^\s*[0-9]{0,12}\s*$/, message: 'Só dígitos, até 12.' } }}
      />
    </CardForm>
  );
}
