import type { MailOutcome, OutboxMessage } from '@campo/contracts';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/query-states';
import { PagedQueryView } from '../../../components/query-view';
import { errorMessage } from '@campo/web-client';
import { formatDateTime } from '../../../lib/format';
import { useOutbox } from '../hooks/use-outbox';
import { useResendMessage } from '../hooks/use-resend-message';

const STATUS: Record<MailOutcome, { label: string; tone: string }> = {
  PENDENTE: { label: 'Enviando', tone: 'badge--warning' },
  ENVIADO: { label: 'Enviado', tone: 'badge--success' },
  NA_CAIXA_DE_SAIDA: { label: 'Aguardando (sem SMTP)', tone: 'badge--warning' },
  FALHOU: { label: 'Falhou', tone: 'badge--danger' },
};

export function OutboxPage() {
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);
  const resend = useResendMessage();

  return (
    <section className="page">
      <PageHeader
        title="Caixa de saída"
        lead="Os e-mails que o Campo enviou ou está enviando. Uma mensagem recusada pelo servidor de e-mail é tentada de novo, em intervalos crescentes; depois da última tentativa, fica como “Falhou” e pode ser reenviada. Links de senha (convites e redefinições) nunca aparecem aqui: só o destinatário os recebe, pelo servidor de e-mail. Sem servidor de e-mail (SMTP) configurado, as mensagens ficam aqui e podem ser reenviadas quando ele for configurado."
      />
      {resend.isError && <p className="alert">{errorMessage(resend.error)}</p>}
      <PagedQueryView
        query={outbox}
        loading="Carregando mensagens…"
        empty={
          <div className="card">
            <EmptyState title="Nenhuma mensagem" />
          </div>
        }
        noun="mensagens"
        onPageChange={setPage}
      >
        {(data) => (
          <ol className="outbox">
            {data.itens.map((message) => (
              <li
                key={message.id}
                className="card outbox__message"
                data-outbox-to={message.destinatarios.join(',')}
              >
                <div className="outbox__header">
                  <h2 className="outbox__subject">{message.assunto}</h2>
                  <span className={`badge ${STATUS[message.status].tone}`}>
                    {STATUS[message.status].label}
                  </span>
                </div>
                <p className="muted">
                  Para {message.destinatarios.join(', ')} · {formatDateTime(message.criadoEm)}
                  {message.anexos.length > 0 && ` · anexos: ${message.anexos.join(', ')}`}
                </p>
                <div className="outbox__delivery">
                  <DeliveryLine message={message} />
                  {(message.status === 'FALHOU' || message.status === 'PENDENTE') && (
                    <button
                      type="button"
                      className="button button--small"
                      disabled={resend.isPending}
                      onClick={() => resend.mutate(message.id)}
                    >
                      {message.status === 'FALHOU' ? 'Reenviar' : 'Tentar agora'}
                    </button>
                  )}
                </div>
                {message.erro && message.status === 'FALHOU' && (
                  <p className="alert">Último erro: {message.erro}</p>
                )}
                {message.erro && message.status === 'PENDENTE' && (
                  <p className="muted">Última tentativa falhou: {message.erro}</p>
                )}
                <pre className="outbox__body">{message.corpo}</pre>
              </li>
            ))}
          </ol>
        )}
      </PagedQueryView>
    </section>
  );
}

/** Attempts so far and, for a message still being delivered, when the next one is. */
function DeliveryLine({ message }: { message: OutboxMessage }) {
  const attempts = `${message.tentativas} ${message.tentativas === 1 ? 'tentativa' : 'tentativas'}`;
  let text: string | undefined;
  if (message.status === 'ENVIADO' && message.enviadoEm) {
    text = `Entregue em ${formatDateTime(message.enviadoEm)}`;
    if (message.tentativas > 1) text += ` · ${attempts}`;
  } else if (message.status === 'PENDENTE') {
    text =
      message.tentativas === 0
        ? 'Na fila de envio'
        : `${attempts} · próxima ${formatDateTime(message.proximaTentativaEm!)}`;
  } else if (message.status === 'FALHOU') {
    text = `Não entregue após ${attempts}`;
  }
  if (!text) return null;
  return (
    <p className="muted" data-outbox-attempts={message.tentativas}>
      {text}
    </p>
  );
}
