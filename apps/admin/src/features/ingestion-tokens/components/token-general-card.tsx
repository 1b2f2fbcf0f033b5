import type { IngestionTokenView } from '@campo/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CardForm, TextField } from '../../../components/form';
import { useUpdateToken } from '../hooks/use-update-token';
import { ModeOptions } from './mode-options';

/** Rename the token and change its write mode. */
export function TokenGeneralCard({ token }: { token: IngestionTokenView }) {
  const update = useUpdateToken(token.id);
  const form = useForm({ defaultValues: { nome: token.nome, modo: token.modo } });
  const [nome, modo] = useWatch({ control: form.control, name: ['nome', 'modo'] });

  function save({ nome, modo }: { nome: string; modo: IngestionTokenView['modo'] }) {
    update.mutate(
      {
        ...(nome.trim() !== token.nome ? { nome: nome.trim() } : {}),
        ...(modo !== token.modo ? { modo } : {}),
      },
      { onSuccess: () => form.reset({ nome: nome.trim(), modo }) },
    );
  }

  return (
    <CardForm
      form={form}
      onSubmit={save}
      title="Nome e modo"
      lead="O nome aparece como origem dos lotes no histórico de importações."
      save={update}
      changed={nome.trim() !== token.nome || modo !== token.modo}
      savedText="Alterações salvas."
    >
      <TextField
        name="nome"
        label="Nome"
        maxLength={120}
        rules={{ validate: (nome: string) => nome.trim() !== '' || 'Informe o nome.' }}
      />
      <Controller
        control={form.control}
        name="modo"
        render={({ field }) => <ModeOptions value={field.value} onChange={field.onChange} />}
      />
    </CardForm>
  );
}
