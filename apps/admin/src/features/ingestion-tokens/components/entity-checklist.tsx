import type { EntityDescriptor } from '@campo/contracts';
import type { ReactNode } from 'react';
import { Choice } from '../../../components/choice';

interface EntityChecklistProps {
  entities: readonly EntityDescriptor[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  disabled?: boolean;
  legend?: string;
  /** A note under the boxes. */
  hint?: ReactNode;
}

/** One checkbox per registry entity: the entities a token may write. */
export function EntityChecklist({
  entities,
  selected,
  onChange,
  disabled,
  legend = 'Entidades liberadas',
  hint,
}: EntityChecklistProps) {
  const chosen = new Set(selected);
  const toggle = (name: string, checked: boolean) =>
    onChange(
      entities
        .map((entity) => entity.entidade)
        .filter((entity) => (entity === name ? checked : chosen.has(entity))),
    );

  return (
    <fieldset className="fieldset" disabled={disabled}>
      <legend>{legend}</legend>
      <div className="fieldset__tools">
        <span className="muted">
          {chosen.size} de {entities.length} selecionadas
        </span>
        <button
          type="button"
          className="link-button"
          onClick={() => onChange(entities.map((entity) => entity.entidade))}
        >
          Marcar todas
        </button>
        <button type="button" className="link-button" onClick={() => onChange([])}>
          Desmarcar todas
        </button>
      </div>
      <div className="checklist">
        {entities.map((entity) => (
          <Choice
            key={entity.entidade}
            type="checkbox"
            compact
            name="entidades"
            value={entity.entidade}
            checked={chosen.has(entity.entidade)}
            onChange={(event) => toggle(entity.entidade, event.target.checked)}
            label={entity.nome}
            code={entity.entidade}
          />
        ))}
      </div>
      {hint && <p className="field__hint">{hint}</p>}
    </fieldset>
  );
}
