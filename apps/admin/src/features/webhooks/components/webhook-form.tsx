import {
  WEBHOOK_EVENTS,
  WEBHOOK_SUBSCRIBABLE_EVENTS,
  type WebhookEndpointRequest,
  type WebhookEventType,
} from '@campo/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormError } from '../../../components/form-error';

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
  const [url, setUrl] = useState(initial?.url ?? '');
  const [descricao, setDescricao] = useState(initial?.descricao ?? '');
  const [eventos, setEventos] = useState<WebhookEventType[]>(initial?.eventos ?? []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit({ url: url.trim(), descricao: descricao.trim(), eventos });
  }

  function toggle(tipo: WebhookEventType, checked: boolean) {
    setEventos((current) =>
      checked ? [...current, tipo] : current.filter((chosen) => chosen !== tipo),
    );
  }

  return (
    <form className="card form" onSubmit={handleSubmit} aria-label="Endpoint de webhook">
      <label className="field">
        <span>URL</span>
        <input
          name="url"
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://erp.exemplo.com.br/webhooks/campo"
          maxLength={2000}
          required
        />
        <span className="field__hint">
          Recebe um POST com JSON a cada evento. Redirecionamentos não são seguidos.
        </span>
      </label>
      <label className="field">
        <span>
          Descrição <span className="field__optional">(opcional)</span>
        </span>
        <input
          name="descricao"
          value={descricao}
          onChange={(event) => setDescricao(event.target.value)}
          placeholder="Ex.: ERP financeiro"
          maxLength={200}
        />
      </label>
      <fieldset className="field webhook-events">
        <legend>Eventos</legend>
        {CHOICES.map((choice) => (
          <label key={choice.tipo} className="checkbox webhook-events__choice">
            <input
              type="checkbox"
              name="eventos"
              value={choice.tipo}
              checked={eventos.includes(choice.tipo)}
              onChange={(event) => toggle(choice.tipo, event.target.checked)}
            />
            <span>
              <code>{choice.tipo}</code>
              <span className="muted"> — {choice.descricao}</span>
              {'aindaNaoEmitido' in choice && (
                <span className="field__hint">{choice.aindaNaoEmitido}</span>
              )}
            </span>
          </label>
        ))}
        {eventos.length === 0 && <span className="field__hint">Marque ao menos um evento.</span>}
      </fieldset>
      <FormError error={error} />
      <div className="form__actions">
        {cancel}
        <button
          type="submit"
          className="button button--primary"
          disabled={pending || eventos.length === 0}
          aria-busy={pending}
        >
          {pending ? 'Salvando…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
