import type { DataSubjectQuery } from '@campo/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { Form, SelectInput, TextField } from '../../../components/form';
import { useUsers } from '../../users/hooks/use-users';

/** Who to look for: exactly one of a user, an e-mail or a phone. */
export type SubjectKey = keyof DataSubjectQuery;

interface LookupDraft {
  por: SubjectKey;
  usuarioId: string;
  email: string;
  telefone: string;
}

const KINDS: Array<{ value: SubjectKey; label: string }> = [
  { value: 'usuarioId', label: 'Usuário (equipe ou portal)' },
  { value: 'email', label: 'E-mail' },
  { value: 'telefone', label: 'Telefone' },
];

/** The lookup form: what the person is known by, and the one value. */
export function DataSubjectLookup({
  onLookup,
  pending,
  error,
}: {
  onLookup: (query: DataSubjectQuery) => void;
  pending: boolean;
  error: unknown;
}) {
  const users = useUsers();
  const form = useForm<LookupDraft>({
    defaultValues: { por: 'email', usuarioId: '', email: '', telefone: '' },
  });
  const kind = useWatch({ control: form.control, name: 'por' });

  return (
    <Form
      form={form}
      className="form data-subject-lookup"
      label="Buscar os dados de uma pessoa"
      error={error}
      onSubmit={(draft) => onLookup({ [draft.por]: draft[draft.por].trim() })}
      submit={{ label: 'Buscar dados', busyLabel: 'Buscando…', pending }}
    >
      <div className="data-subject-lookup__fields">
        <SelectInput name="por" label="Buscar por" options={KINDS} />
        {kind === 'usuarioId' && (
          <SelectInput
            name="usuarioId"
            label="Usuário"
            emptyLabel={users.isPending ? 'Carregando…' : 'Escolha o usuário'}
            options={(users.data?.itens ?? []).map((user) => ({
              value: user.id,
              label: `${user.nome} — ${user.email}`,
            }))}
            rules={{ required: 'Escolha o usuário.' }}
          />
        )}
        {kind === 'email' && (
          <TextField
            name="email"
            type="email"
            label="E-mail"
            autoComplete="off"
            rules={{ required: 'Informe o e-mail.' }}
          />
        )}
        {kind === 'telefone' && (
          <TextField
            name="telefone"
            type="tel"
            label="Telefone"
            autoComplete="off"
            hint="Com DDD; a busca compara só os dígitos."
            rules={{ required: 'Informe o telefone.' }}
          />
        )}
      </div>
    </Form>
  );
}
