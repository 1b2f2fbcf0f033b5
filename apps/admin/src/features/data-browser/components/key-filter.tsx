import { type FormEvent, type ReactNode, useState } from 'react';
import type { EntityDescriptor } from '@campo/contracts';

interface KeyFilterProps {
  entity: EntityDescriptor;
  values: Record<string, string>;
  onSubmit: (values: Record<string, string>) => void;
  /** Rendered first in the bar (the entity picker). */
  leading?: ReactNode;
}

/** Search by the entity's key field(s), e.g. `codigo`, or `unidade` + `competencia`. */
export function KeyFilter({ entity, values, onSubmit, leading }: KeyFilterProps) {
  const [draft, setDraft] = useState<Record<string, string>>(values);
  const label = (campo: string) =>
    entity.campos.find((field) => field.campo === campo)?.rotulo ?? campo;
  const example = (campo: string) => entity.campos.find((field) => field.campo === campo)?.exemplo;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(
      Object.fromEntries(
        Object.entries(draft)
          .map(([campo, value]) => [campo, value.trim()])
          .filter(([, value]) => value),
      ),
    );
  }

  return (
    <form
      className="filters"
      role="search"
      aria-label={`Buscar ${entity.nome} pela chave`}
      onSubmit={handleSubmit}
    >
      {leading}
      {entity.chave.map((campo) => (
        <label key={campo} className="field">
          <span>{label(campo)}</span>
          <input
            name={campo}
            value={draft[campo] ?? ''}
            placeholder={example(campo) ? `Ex.: ${example(campo)}` : undefined}
            onChange={(event) => setDraft({ ...draft, [campo]: event.target.value })}
          />
        </label>
      ))}
      <button type="submit" className="button button--primary">
        Buscar
      </button>
      {Object.keys(values).length > 0 && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setDraft({});
            onSubmit({});
          }}
        >
          Limpar
        </button>
      )}
    </form>
  );
}
