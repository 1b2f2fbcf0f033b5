import type { ReactNode } from 'react';
import type { FieldServiceParameters } from '@campo/contracts';
import { errorMessage } from '@campo/web-client';
import { useFieldParameters, useUpdateFieldParameters } from '../hooks/use-field-parameters';

type SwitchName = {
  [K in keyof FieldServiceParameters]: FieldServiceParameters[K] extends boolean ? K : never;
}[keyof FieldServiceParameters];

/** A card with one on/off company parameter, saved as soon as it is switched. */
export function ParameterSwitch(props: {
  name: SwitchName;
  title: string;
  label: string;
  children: ReactNode;
}) {
  const parameters = useFieldParameters();
  const update = useUpdateFieldParameters();
  if (!parameters.data) return null;
  const titleId = `${props.name}-titulo`;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{props.title}</h2>
      <label className="checkbox">
        <input
          type="checkbox"
          name={props.name}
          checked={parameters.data[props.name]}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate({
              recorrencia: parameters.data.recorrencia,
              [props.name]: event.target.checked,
            })
          }
        />
        <span>{props.label}</span>
      </label>
      <p className="muted">{props.children}</p>
      {update.isError && (
        <p className="field__error" role="alert">
          {errorMessage(update.error)}
        </p>
      )}
    </section>
  );
}
