import type { IngestionTokenView } from '@campo/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { CardForm, DateField } from '../../../components/form';
import { endOfLocalDay, formatDate, toDateInputValue, todayInputValue } from '../../../lib/format';
import { useUpdateToken } from '../hooks/use-update-token';

/** Set, renew or remove the token's expiry date. */
export function TokenExpiryCard({ token }: { token: IngestionTokenView }) {
  const update = useUpdateToken(token.id);
  const form = useForm({ defaultValues: { expiraEm: toDateInputValue(token.expiraEm) } });
  const expiry = useWatch({ control: form.control, name: 'expiraEm' });

  function save({ expiraEm }: { expiraEm: string }) {
    update.mutate(
      { expiraEm: endOfLocalDay(expiraEm) },
      { onSuccess: () => form.reset({ expiraEm }) },
    );
  }

  function removeExpiry() {
    update.mutate({ expiraEm: null }, { onSuccess: () => form.reset({ expiraEm: '' }) });
  }

  return (
    <CardForm
      form={form}
      onSubmit={save}
      title="Validade"
      lead={
        token.expiraEm
          ? `Este token funciona até ${formatDate(token.expiraEm)}. Depois, as requisições são recusadas com TOKEN_EXPIRADO.`
          : 'Este token não expira.'
      }
      save={update}
      changed={expiry !== '' && expiry !== toDateInputValue(token.expiraEm)}
      submitLabel="Salvar validade"
      savedText="Validade salva."
      actions={
        token.expiraEm && (
          <button
            type="button"
            className="button"
            onClick={removeExpiry}
            disabled={update.isPending}
          >
            Remover validade
          </button>
        )
      }
    >
      <DateField
        name="expiraEm"
        label="Válido até"
        className="field--inline-width"
        min={todayInputValue()}
      />
    </CardForm>
  );
}
