import type { CompanyEntityChoice } from '@campo/contracts';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { QueryView } from '../../../components/query-view';
import { useEntitySet, useUpdateEntitySet } from '../hooks/use-entity-set';

/**
 * Which ingestion entities the company uses: only those appear in the data browser, the
 * spreadsheet import, the token scopes and the integration guide. Field-service first.
 */
export function EntitySetCard() {
  const choices = useEntitySet();
  return (
    <section className="card" aria-labelledby="entity-set-title">
      <h2 id="entity-set-title" className="section-title">
        Dados que a empresa usa
      </h2>
      <p className="muted">
        Só as entidades marcadas aparecem nos dados, nas importações de planilha, nos escopos de
        token e no guia de integração. Os tokens já emitidos continuam com o escopo que têm.
      </p>
      <QueryView query={choices}>
        {(data) => (
          // Not keyed by the data: a save answers the same set, and the form keeps its message.
          <EntitySetForm saved={data} />
        )}
      </QueryView>
    </section>
  );
}

const GROUPS: Array<{ title: string; padrao: boolean }> = [
  { title: 'Manutenção (clientes, contratos, equipamentos e ordens)', padrao: true },
  { title: 'Outras (segurança da informação, riscos, energia e emissões)', padrao: false },
];

function EntitySetForm({ saved }: { saved: CompanyEntityChoice[] }) {
  const update = useUpdateEntitySet();
  const [enabled, setEnabled] = useState(
    () => new Set(saved.filter((choice) => choice.habilitada).map((choice) => choice.entidade)),
  );
  const [done, setDone] = useState(false);

  function toggle(entity: string, on: boolean) {
    const next = new Set(enabled);
    if (on) next.add(entity);
    else next.delete(entity);
    setEnabled(next);
    setDone(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    update.mutate(
      saved.map((choice) => choice.entidade).filter((entity) => enabled.has(entity)),
      { onSuccess: () => setDone(true) },
    );
  }

  return (
    <form className="form" onSubmit={submit} aria-label="Dados que a empresa usa">
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="fieldset">
          <legend>{group.title}</legend>
          {saved
            .filter((choice) => choice.padrao === group.padrao)
            .map((choice) => (
              <label key={choice.entidade} className="checkbox">
                <input
                  type="checkbox"
                  name={choice.entidade}
                  checked={enabled.has(choice.entidade)}
                  onChange={(event) => toggle(choice.entidade, event.target.checked)}
                />
                <span>{choice.nome}</span>
              </label>
            ))}
        </fieldset>
      ))}
      {enabled.size === 0 && (
        <p className="field__error" role="alert">
          Marque ao menos uma entidade.
        </p>
      )}
      <FormError error={update.error} />
      {done && (
        <p className="notice notice--success" role="status">
          Entidades salvas.
        </p>
      )}
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={update.isPending || enabled.size === 0}
        >
          Salvar entidades
        </button>
      </div>
    </form>
  );
}
