import { type CauseEntry, RECORD_EDIT_ROLES } from '@campo/contracts';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form-error';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { useCurrentSession } from '../../auth/hooks/use-current-session';
import { useCauses, useCreateCause, useUpdateCause } from '../hooks/use-causes';
import { formatSynonyms, parseSynonyms } from '../synonyms';
import { ActiveToggle } from '../../../components/active-toggle';

/**
 * The company's root-cause catalogue: what the technician and the order close pick from,
 * and what texts from integrations are matched to (by the synonyms). ADMIN and SUPERVISOR
 * edit it; the other roles read it.
 */
export function CausesPage() {
  const causes = useCauses(true);
  const { usuario } = useCurrentSession();
  const canEdit = RECORD_EDIT_ROLES.includes(usuario.papel);
  return (
    <section className="page page--narrow">
      <PageHeader
        title="Causas raiz"
        lead="O catálogo de causas da empresa: o técnico escolhe uma ao concluir, e os textos recebidos das integrações são reconhecidos pelos sinônimos."
      />
      <p className="muted">
        Um texto recebido vale pela causa cujo nome ou sinônimo mais longo aparece nele, sem
        diferenciar maiúsculas, acentos e pontuação (“FALTA DE GAS - porca flange” conta como
        vazamento de fluido refrigerante). O que não se encaixa em nenhuma conta como “Outra”, com o
        texto guardado.
      </p>
      <QueryView query={causes}>
        {(data) => (
          <>
            <ul className="cause-list" aria-label="Causas do catálogo">
              {data.map((cause) => (
                <CauseItem key={cause.id} cause={cause} canEdit={canEdit} />
              ))}
            </ul>
            {canEdit && <NewCauseForm />}
          </>
        )}
      </QueryView>
    </section>
  );
}

function CauseItem({ cause, canEdit }: { cause: CauseEntry; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateCause();
  return (
    <li className={`card cause-list__item${cause.ativo ? '' : ' muted'}`} data-causa={cause.nome}>
      <div className="cause-list__head">
        <h2 className="cause-list__name">
          {cause.nome}
          {!cause.ativo && <span className="badge">Desativada</span>}
        </h2>
        {canEdit && !editing && (
          <div className="cause-list__actions">
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => setEditing(true)}
            >
              Editar
            </button>
            {!cause.outra && (
              <ActiveToggle
                active={cause.ativo}
                pending={update.isPending}
                onToggle={() => update.mutate({ id: cause.id, ativo: !cause.ativo })}
              />
            )}
          </div>
        )}
      </div>
      {cause.outra ? (
        <p className="muted">
          Sempre disponível: quem a escolhe descreve a causa com as suas palavras.
        </p>
      ) : null}
      {editing ? (
        <EditCauseForm cause={cause} onDone={() => setEditing(false)} />
      ) : (
        cause.sinonimos.length > 0 && (
          <p className="cause-list__synonyms">
            <span className="muted">Sinônimos: </span>
            {formatSynonyms(cause.sinonimos)}
          </p>
        )
      )}
      <FormError error={update.error} />
    </li>
  );
}

interface CauseFormValues {
  nome: string;
  sinonimos: string;
}

/** Name (unless "Outra") and synonyms, one per form; the caller saves them. */
function CauseForm({
  defaults,
  withName,
  onSave,
  error,
  busy,
  saveLabel,
  onCancel,
  afterSave,
  label,
  heading,
  className,
}: {
  defaults: CauseFormValues;
  withName: boolean;
  onSave: (values: { nome: string; sinonimos: string[] }, done: () => void) => void;
  error: unknown;
  busy: boolean;
  saveLabel: string;
  onCancel?: () => void;
  /** Clears the form after a save (the "new" form). */
  afterSave?: 'reset';
  /** The form's accessible name, and what it shows above the fields. */
  label: string;
  heading?: ReactNode;
  className: string;
}) {
  const { register, handleSubmit, reset } = useForm<CauseFormValues>({ defaultValues: defaults });
  const submit = handleSubmit((values) =>
    onSave({ nome: values.nome.trim(), sinonimos: parseSynonyms(values.sinonimos) }, () => {
      if (afterSave === 'reset') reset();
    }),
  );
  return (
    <form className={className} aria-label={label} onSubmit={(event) => void submit(event)}>
      {heading}
      {withName && (
        <label className="field">
          <span>Nome</span>
          <input {...register('nome', { required: true, minLength: 2, maxLength: 120 })} />
        </label>
      )}
      <label className="field">
        <span>Sinônimos (separados por ponto e vírgula)</span>
        <textarea rows={3} {...register('sinonimos')} />
      </label>
      <FormError error={error} />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {saveLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancelar
          </button>
        )}
      </div>
    </form>
  );
}

function EditCauseForm({ cause, onDone }: { cause: CauseEntry; onDone: () => void }) {
  const update = useUpdateCause();
  return (
    <CauseForm
      className="form"
      label={`Editar a causa ${cause.nome}`}
      defaults={{ nome: cause.nome, sinonimos: formatSynonyms(cause.sinonimos) }}
      withName={!cause.outra}
      error={update.error}
      busy={update.isPending}
      saveLabel="Salvar"
      onCancel={onDone}
      onSave={(values) =>
        update.mutate(
          {
            id: cause.id,
            ...(cause.outra ? {} : { nome: values.nome }),
            sinonimos: values.sinonimos,
          },
          { onSuccess: onDone },
        )
      }
    />
  );
}

function NewCauseForm() {
  const create = useCreateCause();
  return (
    <CauseForm
      className="card form"
      label="Nova causa"
      heading={<h2 className="section-title">Nova causa</h2>}
      defaults={{ nome: '', sinonimos: '' }}
      withName
      error={create.error}
      busy={create.isPending}
      saveLabel="Adicionar ao catálogo"
      afterSave="reset"
      onSave={(values, done) => create.mutate(values, { onSuccess: done })}
    />
  );
}
