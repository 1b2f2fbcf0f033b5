import { useForm } from 'react-hook-form';
import type { CleaningProductRequest } from '@campo/contracts';
import { FormError } from '../../../components/form-error';
import { ErrorState, LoadingState } from '../../../components/query-states';
import {
  useCleaningProducts,
  useCreateProduct,
  useRemoveProduct,
} from '../hooks/use-cleaning-products';

/** The cleaning products the PMOC lists (product, active ingredient, ANVISA registration). */
export function CleaningProducts({ canEdit }: { canEdit: boolean }) {
  const products = useCleaningProducts();
  const create = useCreateProduct();
  const remove = useRemoveProduct();
  const { register, handleSubmit, reset } = useForm<Required<CleaningProductRequest>>({
    defaultValues: { produto: '', principioAtivo: '', registroAnvisa: '' },
  });

  return (
    <section className="card" aria-labelledby="produtos-limpeza">
      <div className="card__header">
        <h2 id="produtos-limpeza">Produtos de limpeza e desinfecção</h2>
        <p className="muted">
          O PMOC lista estes produtos com o princípio ativo e o registro na ANVISA; um dado vazio
          fica em branco para preencher antes da assinatura.
        </p>
      </div>
      {products.isPending ? (
        <LoadingState label="Carregando produtos…" />
      ) : products.isError ? (
        <ErrorState error={products.error} onRetry={() => products.refetch()} />
      ) : products.data.length === 0 ? (
        <p className="muted">Nenhum produto cadastrado.</p>
      ) : (
        <div className="table-wrap">
          <table className="table table--dense">
            <thead>
              <tr>
                <th scope="col">Produto</th>
                <th scope="col">Princípio ativo</th>
                <th scope="col">Registro ANVISA</th>
                {canEdit && (
                  <th scope="col">
                    <span className="visually-hidden">Ações</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {products.data.map((product) => (
                <tr key={product.id} data-produto={product.produto}>
                  <td>{product.produto}</td>
                  <td>{product.principioAtivo ?? '—'}</td>
                  <td>{product.registroAnvisa ?? '—'}</td>
                  {canEdit && (
                    <td>
                      <button
                        type="button"
                        className="button button--small"
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(product.id)}
                      >
                        Remover
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {canEdit && (
        <form
          className="form product-form"
          aria-label="Novo produto"
          noValidate
          onSubmit={(event) =>
            void handleSubmit((draft) =>
              create.mutate(
                {
                  produto: draft.produto,
                  principioAtivo: draft.principioAtivo || null,
                  registroAnvisa: draft.registroAnvisa || null,
                },
                { onSuccess: () => reset() },
              ),
            )(event)
          }
        >
          <div className="form__grid">
            <label className="field">
              <span>Produto</span>
              <input {...register('produto')} />
            </label>
            <label className="field">
              <span>Princípio ativo</span>
              <input {...register('principioAtivo')} />
            </label>
            <label className="field">
              <span>Registro ANVISA</span>
              <input {...register('registroAnvisa')} placeholder="Ex.: 3.0453.0012.001-2" />
            </label>
          </div>
          <FormError error={create.error ?? remove.error} />
          <div className="form__actions">
            <button type="submit" className="button" disabled={create.isPending}>
              Adicionar produto
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
