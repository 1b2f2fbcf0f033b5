import type { EntityDescriptor } from '@campo/contracts';
import { descriptionWithoutValues, FIELD_TYPE_LABELS } from '../../entities/field-types';

/** The entity's fields as the registry describes them: the JSON key first, then what a person reads. */
export function EntityFieldsTable({ entity }: { entity: EntityDescriptor }) {
  return (
    <div className="table-wrap">
      <table className="table table--dense table--fields">
        <thead>
          <tr>
            <th scope="col">Campo / rótulo</th>
            <th scope="col">Obrigatório</th>
            <th scope="col">Tipo / valores aceitos</th>
            <th scope="col">Exemplo</th>
            <th scope="col">Descrição</th>
          </tr>
        </thead>
        <tbody>
          {entity.campos.map((field) => (
            <tr key={field.campo} data-campo={field.campo}>
              <td>
                <code className="mono field-key">{field.campo}</code>
                {field.chave && <span className="badge badge--neutral badge--tiny">chave</span>}
                <span className="table__sub">{field.rotulo}</span>
              </td>
              <td>
                {field.obrigatorio ? <strong>Sim</strong> : <span className="muted">Não</span>}
              </td>
              <td>
                {FIELD_TYPE_LABELS[field.tipo] ?? field.tipo}
                {field.valores?.length ? (
                  <span className="chips chips--block">
                    {field.valores.map((value) => (
                      <span
                        key={value.valor}
                        className="chip"
                        title={
                          value.sinonimos?.length
                            ? `Também aceito: ${value.sinonimos.join(', ')}`
                            : undefined
                        }
                      >
                        {value.rotulo}
                      </span>
                    ))}
                  </span>
                ) : null}
              </td>
              <td>
                <code className="example">{field.exemplo}</code>
              </td>
              <td className="table__desc">{descriptionWithoutValues(field)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
