import type { IngestionMode } from '@campo/contracts';
import { Link } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { DateField, Form, SubmitButton, TextField } from '../../../components/form';
import { endOfLocalDay, todayInputValue } from '../../../lib/format';
import { useEntities } from '../../entities/hooks/use-entities';
import type { CreateTokenInput } from '../api/tokens.api';
import { EntityScopeField } from './entity-scope-field';
import { ModeOptions } from './mode-options';

interface CreateTokenFormProps {
  onSubmit: (input: CreateTokenInput) => void;
  pending: boolean;
  error?: unknown;
}

interface TokenDraft {
  nome: string;
  modo: IngestionMode;
  entidades: string[];
  expiraEm: string;
}

export function CreateTokenForm({ onSubmit, pending, error }: CreateTokenFormProps) {
  const entities = useEntities();
  const form = useForm<TokenDraft>({
    defaultValues: { nome: '', modo: 'UPSERT', entidades: [], expiraEm: '' },
  });

  function save({ nome, modo, entidades, expiraEm }: TokenDraft) {
    onSubmit({
      nome: nome.trim(),
      modo,
      entidades,
      ...(expiraEm ? { expiraEm: endOfLocalDay(expiraEm) } : {}),
    });
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      label="Novo token"
      className="card form"
      error={error}
      actions={
        <>
          <Link to="/integracoes/tokens" className="button">
            Cancelar
          </Link>
          <SubmitButton pending={pending} busyLabel="Criando…" disabled={!entities.isSuccess}>
            Criar token
          </SubmitButton>
        </>
      }
    >
      <TextField
        name="nome"
        label="Nome"
        placeholder="Ex.: SIEM corporativo"
        maxLength={120}
        hint="O nome do sistema integrado. Pode ser alterado depois."
        rules={{ validate: (nome: string) => nome.trim() !== '' || 'Informe o nome.' }}
      />
      <Controller
        control={form.control}
        name="modo"
        render={({ field }) => <ModeOptions value={field.value} onChange={field.onChange} />}
      />
      <EntityScopeField
        hint={(selected) =>
          selected.length === 0 &&
          'Marque ao menos uma: sem nenhuma, o token fica sem escopo e não grava nada. O escopo pode ser alterado depois, sem emitir outro token.'
        }
      />
      <DateField
        name="expiraEm"
        label="Validade"
        optional
        className="field--inline-width"
        min={todayInputValue()}
        hint="O token funciona até o fim deste dia. Deixe em branco para não expirar."
      />
    </Form>
  );
}
