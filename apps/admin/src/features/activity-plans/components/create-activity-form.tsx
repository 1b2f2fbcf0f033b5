import { useForm } from 'react-hook-form';
import type { ActivityEquipmentType, CreateCatalogueActivityRequest } from '@campo/contracts';
import { Form, SelectInput, TextField } from '../../../components/form';
import { PERIODICITY_OPTIONS } from './activity-controls';
import { useCreateActivity } from '../hooks/use-activity-catalogue';

type Draft = Omit<CreateCatalogueActivityRequest, 'tipoEquipamento'>;

/** A text of two letters at least, else "Informe …" with what it names. */
const required = (label: string) => ({
  validate: (value: string) => value.trim().length >= 2 || `Informe ${label}.`,
});

/** A new activity of one equipment type's plan. */
export function CreateActivityForm({
  type,
  onDone,
}: {
  type: ActivityEquipmentType;
  onDone: (created: string | null) => void;
}) {
  const create = useCreateActivity();
  const form = useForm<Draft>({
    defaultValues: { componente: '', descricao: '', periodicidade: 'MS', criterio: '', fonte: '' },
  });

  return (
    <Form
      form={form}
      className="card form"
      label="Nova atividade"
      error={create.error}
      onSubmit={(draft) =>
        create.mutate(
          { ...draft, tipoEquipamento: type },
          { onSuccess: (activity) => onDone(activity.descricao) },
        )
      }
      submit={{
        label: 'Criar atividade',
        busyLabel: 'Criando…',
        pending: create.isPending,
        onCancel: () => onDone(null),
      }}
    >
      <div className="card__header">
        <h2>Nova atividade</h2>
        <p className="muted">
          Entra no plano de todas as unidades deste tipo e no checklist das visitas em que vencer.
        </p>
      </div>
      <div className="form__grid">
        <TextField
          name="componente"
          label="Componente"
          rules={required('o componente')}
          placeholder="Ex.: Filtros de ar"
        />
        <TextField
          name="descricao"
          label="Atividade"
          rules={required('a atividade')}
          placeholder="Ex.: Limpar os filtros"
        />
        <SelectInput name="periodicidade" label="Periodicidade" options={PERIODICITY_OPTIONS} />
        <TextField
          name="criterio"
          label="Critério de aceitação"
          rules={required('o critério de aceitação')}
        />
        <TextField
          name="fonte"
          label="Fonte"
          rules={required('a fonte')}
          placeholder="Ex.: ABNT NBR 13971; recomendação do fabricante"
        />
      </div>
    </Form>
  );
}
