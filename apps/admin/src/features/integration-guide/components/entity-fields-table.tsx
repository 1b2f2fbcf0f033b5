import type { EntityDescriptor } from '@campo/contracts';
import { DataTable } from '../../../components/data-table';
import { descriptionWithoutValues, FIELD_TYPE_LABELS } from '../../entities/field-types';

type Field = EntityDescriptor['campos'][number];

/** The entity's fields as the registry describes them: the JSON key first, then what a person reads. */
export function EntityFieldsTable({ entity }: { entity: EntityDescriptor }) {
  return (
    <DataTable<Field>
      className="table--dense table--fields"
      rows={entity.campos}
      rowKey={(field) => field.campo}
      rowProps={(field) => ({ 'data-campo': field.campo })}
      columns={[
        {
          key: 'campo',
          label: 'Campo / rótulo',
          cell: (field) => (
            <>
              <code className="mono field-key">{field.campo}</code>
              {field.chave && <span className="badge badge--neutral badge--tiny">chave</span>}
              <span className="table__sub">{field.rotulo}</span>
            </>
          ),
        },
        {
          key: 'obrigatorio',
          label: 'Obrigatório',
          card: 'state',
          cell: (field) =>
            field.obrigatorio ? <strong>Sim</strong> : <span className="muted">Não</span>,
        },
        {
          key: 'tipo',
          label: 'Tipo / valores aceitos',
          cell: (field) => (
            <>
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
            </>
          ),
        },
        {
          key: 'exemplo',
          label: 'Exemplo',
          cell: (field) => <code className="example">{field.exemplo}</code>,
        },
        {
          key: 'descricao',
          label: 'Descrição',
          className: 'table__desc',
          cell: (field) => descriptionWithoutValues(field),
        },
      ]}
    />
  );
}
