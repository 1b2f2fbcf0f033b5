import { useForm } from 'react-hook-form';
import {
  type ActivityEquipmentType,
  type CreateCatalogueActivityRequest,
  PERIODICITIES,
  PERIODICITY_LABELS,
} from '@campo/contracts';
import { FormError } from '../../../components/form-error';
import { useCreateActivity } from '../hooks/use-activity-catalogue';

type Draft = Omit<CreateCatalogueActivityRequest, 'tipoEquipamento'>;

/** A new activity of one equipment type's plan. */
export function CreateActivityForm({
  type,
  onDone,
}: {
  type: ActivityEquipmentType;
  onDone: (created: string | null) => void;
}) {
  const create = useCreateActivity();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Draft>({
    defaultValues: { componente: '', descricao: '', periodicidade: 'MS', criterio: '', fonte: '' },
  });
  const required = (label: string) => ({
    validate: (value: string) => value.trim().length >= 2 || `Informe ${label}.`,
  });

  return (
    <form
      className="card form"
      aria-label="Nova atividade"
      noValidate
      onSubmit={(event) =>
        void handleSubmit((draft) =>
          create.mutate(
            { ...draft, tipoEquipamento: type },
            { onSuccess: (activity) => onDone(activity.descricao) },
          ),
        )(event)
      }
    >
      <div className="card__header">
        <h2>Nova atividade</h2>
        <p className="muted">
          Entra no plano de todas as unidades deste tipo e no checklist das visitas em que vencer.
        </p>
      </div>
      <div className="form__grid">
        <label className="field">
          <span>Componente</span>
          <input
            {...register('componente', required('o componente'))}
            placeholder="Ex.: Filtros de ar"
          />
          {errors.componente && <span className="field__error">{errors.componente.message}</span>}
        </label>
        <label className="field">
          <span>Atividade</span>
          <input
            {...register('descricao', required('a atividade'))}
            placeholder="Ex.: Limpar os filtros"
          />
          {errors.descricao && <span className="field__error">{errors.descricao.message}</span>}
        </label>
        <label className="field">
          <span>Periodicidade</span>
          <select {...register('periodicidade')}>
            {PERIODICITIES.map((code) => (
              <option key={code} value={code}>
                {code} — {PERIODICITY_LABELS[code]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Critério de aceitação</span>
          <input {...register('criterio', required('o critério de aceitação'))} />
          {errors.criterio && <span className="field__error">{errors.criterio.message}</span>}
        </label>
        <label className="field">
          <span>Fonte</span>
          <input
            {...register('fonte', required('a fonte'))}
            placeholder="Ex.: ABNT NBR 13971; recomendação do fabricante"
          />
          {errors.fonte && <span className="field__error">{errors.fonte.message}</span>}
        </label>
      </div>
      <FormError error={create.error} />
      <div className="form__actions">
        <button
          type="button"
          className="button"
          onClick={() => onDone(null)}
          disabled={create.isPending}
        >
          Cancelar
        </button>
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {create.isPending ? 'Criando…' : 'Criar atividade'}
        </button>
      </div>
    </form>
  );
}
