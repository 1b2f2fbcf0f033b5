import { useForm } from 'react-hook-form';
import type { CleaningProduct, CleaningProductRequest } from '@campo/contracts';
import { actionsColumn, type DataColumn, DataTable } from '../../../components/data-table';
import { Form, TextField } from '../../../components/form';
import { QueryView } from '../../../components/query-view';
import {
  useCleaningProducts,
  useCreateProduct,
  useRemoveProduct,
} from '../hooks/use-cleaning-products';

const COLUMNS: DataColumn<CleaningProduct>[] = [
  { key: 'produto', label: 'Produto', cell: (product) => product.produto },
  {
    key: 'principioAtivo',
    label: 'Princípio ativo',
    cell: (product) => product.principioAtivo ?? '—',
  },
  {
    key: 'registroAnvisa',
    label: 'Registro ANVISA',
    cell: (product) => product.registroAnvisa ?? '—',
  },
];

/** The cleaning products the PMOC lists (product, active ingredient, ANVISA registration). */
export function CleaningProducts({ canEdit }: { canEdit: boolean }) {
  const products = useCleaningProducts();
  const create = useCreateProduct();
  const remove = useRemoveProduct();
  const form = useForm<Required<CleaningProductRequest>>({
    defaultValues: { produto: '', principioAtivo: '', registroAnvisa: '' },
  });
  const removeColumn = actionsColumn<CleaningProduct>((product) => (
    <button
      type="button"
      className="button button--small"
      disabled={remove.isPending}
      onClick={() => remove.mutate(product.id)}
    >
      Remover
    </button>
  ));

  return (
    <section className="card" aria-labelledby="produtos-limpeza">
      <div className="card__header">
        <h2 id="produtos-limpeza">Produtos de limpeza e desinfecção</h2>
        <p className="muted">
          O PMOC lista estes produtos com o princípio ativo e o registro na ANVISA; um dado vazio
          fica em branco para preencher antes da assinatura.
        </p>
      </div>
      <QueryView
        query={products}
        loading="Carregando produtos…"
        empty={<p className="muted">Nenhum produto cadastrado.</p>}
      >
        {(rows) => (
          <DataTable
            className="table--dense"
            columns={canEdit ? [...COLUMNS, removeColumn] : COLUMNS}
            rows={rows}
            rowKey={(product) => product.id}
            rowProps={(product) => ({ 'data-produto': product.produto })}
          />
        )}
      </QueryView>
      {canEdit && (
        <Form
          form={form}
          className="form product-form"
          label="Novo produto"
          error={create.error ?? remove.error}
          onSubmit={(draft) =>
            create.mutate(
              {
                produto: draft.produto,
                principioAtivo: draft.principioAtivo || null,
                registroAnvisa: draft.registroAnvisa || null,
              },
              { onSuccess: () => form.reset() },
            )
          }
          actions={
            <button type="submit" className="button" disabled={create.isPending}>
              Adicionar produto
            </button>
          }
        >
          <div className="form__grid">
            <TextField name="produto" label="Produto" />
            <TextField name="principioAtivo" label="Princípio ativo" />
            <TextField
              name="registroAnvisa"
              label="Registro ANVISA"
              placeholder="Ex.: 3.0453.0012.001-2"
            />
          </div>
        </Form>
      )}
    </section>
  );
}
