import {
  WEBHOOK_EVENTS,
  WEBHOOK_SUBSCRIBABLE_EVENTS,
  type WebhookEndpointRequest,
} from '@campo/contracts';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Form, SubmitButton, TextField } from '../../../components/form';

const CHOICES = WEBHOOK_EVENTS.filter((event) =>
  (WEBHOOK_SUBSCRIBABLE_EVENTS as readonly string[]).includes(event.tipo),
);

interface WebhookFormProps {
  initial?: WebhookEndpointRequest;
  submitLabel: string;
  pending: boolean;
  error?: unknown;
  onSubmit: (input: WebhookEndpointRequest) => void;
  /** Cancel button or link beside the submit button. */
  cancel: ReactNode;
}

/** URL, description and the events to receive: creating an endpoint and editing one. */
export function WebhookForm({
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  cancel,
}: WebhookFormProps) {
  const form = useForm<WebhookEndpointRequest>({
    defaultValues: {
      url: initial?.url ?? '',
      descricao: initial?.descricao ?? '',
      eventos: initial?.eventos ?? [],
    },
  });
  const eventos = useWatch({ control: form.control, name: 'eventos' });

  function save({ url, descricao, eventos }: WebhookEndpointRequest) {
    onSubmit({ url: url.trim(), descricao: descricao?.trim() ?? '', eventos });
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      label="Endpoint de webhook"
      className="card form"
      error={error}
      actions={
        <>
          {cancel}
          <SubmitButton pending={pending} busyLabel="Salvando…" disabled={eventos.length === 0}>
            {submitLabel}
          </SubmitButton>
        </>
      }
    >
      <TextField
        name="url"
        type="url"
        label="URL"
        placeholder="https://erp.exemplo.com.br/webhooks/campo"
        maxLength={2000}
        hint="Recebe um POST com JSON a cada evento. Redirecionamentos não são seguidos."
        rules={{ validate: (url: string) => url.trim() !== '' || 'Informe a URL.' }}
      />
      <TextField
        name="descricao"
        label="Descrição"
        optional
        placeholder="Ex.: ERP financeiro"
        maxLength={200}
      />
      <fieldset className="field webhook-events">
        <legend>Eventos</legend>
        {CHOICES.map((choice) => (
          <label key={choice.tipo} className="checkbox webhook-events__choice">
            <input type="checkbox" value={choice.tipo} {...form.register('eventos')} />
            <span>
              <code>{choice.tipo}</code>
              <span className="muted"> — {choice.descricao}</span>
            </span>
          </label>
        ))}
        {eventos.length === 0 && <span className="field__hint">Marque ao menos um evento.</span>}
      </fieldset>
    </Form>
  );
}
