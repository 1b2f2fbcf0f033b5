import type { IngestionTokenView } from '@campo/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { CardForm } from '../../../components/form';
import { useUpdateToken } from '../hooks/use-update-token';
import { EntityScopeField } from './entity-scope-field';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name) => b.includes(name));

export function TokenScopeCard({ token }: { token: IngestionTokenView }) {
  const update = useUpdateToken(token.id);
  const form = useForm({ defaultValues: { entidades: token.entidades } });
  const selected = useWatch({ control: form.control, name: 'entidades' });

  function save({ entidades }: { entidades: string[] }) {
    update.mutate({ entidades }, { onSuccess: () => form.reset({ entidades }) });
  }

  return (
    <CardForm
      form={form}
      onSubmit={save}
      title="Escopo"
      lead="As entidades em que este token pode gravar. Alterar o escopo não muda o token: o sistema integrado continua usando o mesmo."
      save={update}
      changed={!sameSet(selected, token.entidades)}
      submitLabel="Salvar escopo"
      savedText="Escopo salvo."
    >
      <EntityScopeField />
    </CardForm>
  );
}
