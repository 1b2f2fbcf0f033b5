import type { EntityDescriptor } from '@campo/contracts';
import { messageField } from '../../entities/field-messages';

interface SentRowTableProps {
  values: Record<string, unknown>;
  entity?: EntityDescriptor;
  /** Messages of the row; a field they name (`campo: …`) is highlighted. */
  errors: readonly string[];
}

function display(value: unknown): string {
  if (value === null) return 'null';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The row as sent, key by key, in the registry's field order; unknown keys last. */
export function SentRowTable({ values, entity, errors }: SentRowTableProps) {
  const fields = new Map(entity?.campos.map((field, index) => [field.campo, { field, index }]));
  const keys = Object.keys(values).sort(
    (a, b) =>
      (fields.get(a)?.index ?? Infinity) - (fields.get(b)?.index ?? Infinity) || a.localeCompare(b),
  );
  const named = new Set(
    errors.map((message) => messageField(entity, message)?.field.campo ?? message.split(':')[0]),
  );
  // A required field that was not sent at all is named by the errors too: list it, empty.
  const missing = [...named].filter((name) => fields.has(name) && !(name in values));

  return (
    <details className="sent-row" open>
      <summary>Linha como enviada</summary>
      <table className="table table--dense table--kv">
        <thead>
          <tr>
            <th scope="col">Chave</th>
            <th scope="col">Campo</th>
            <th scope="col">Valor enviado</th>
          </tr>
        </thead>
        <tbody>
          {[...keys, ...missing].map((key) => (
            <tr key={key} className={named.has(key) ? 'table__row--alert' : undefined}>
              <td>
                <code className="mono">{key}</code>
              </td>
              <td>
                {fields.get(key)?.field.rotulo ?? (
                  <span className="muted">não é um campo desta entidade</span>
                )}
              </td>
              <td className="pre-wrap">
                {key in values ? (
                  display(values[key])
                ) : (
                  <span className="muted">(não enviado)</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <details className="sent-row__json">
        <summary>Ver JSON</summary>
        <pre>
          <code>{JSON.stringify(values, null, 2)}</code>
        </pre>
      </details>
    </details>
  );
}
