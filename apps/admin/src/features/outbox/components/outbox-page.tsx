import type { MailOutcome } from '@campo/contracts';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { Pagination } from '../../../components/pagination';
import { EmptyState, ErrorState, LoadingState } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/format';
import { OUTBOX_PAGE_SIZE } from '../api/outbox.api';
import { useOutbox } from '../hooks/use-outbox';

const STATUS: Record<MailOutcome, { label: string; tone: string }> = {
  ENVIADO: { label: 'Enviado', tone: 'badge--success' },
  NA_CAIXA_DE_SAIDA: { label: 'Aguardando (sem SMTP)', tone: 'badge--warning' },
  FALHOU: { label: 'Falhou', tone: 'badge--danger' },
};

export function OutboxPage() {
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);

  return (
    <section className="page">
      <PageHeader
        title="Caixa de saída"
        lead="Os e-mails que o Campo enviou ou tentou enviar. Sem servidor de e-mail (SMTP) configurado, as mensagens ficam aqui: copie o link de um convite e envie à pessoa por outro meio."
      />
      {outbox.isPending ? (
        <LoadingState label="Carregando mensagens…" />
      ) : outbox.isError ? (
        <ErrorState error={outbox.error} onRetry={() => outbox.refetch()} />
      ) : outbox.data.total === 0 ? (
        <div className="card">
          <EmptyState title="Nenhuma mensagem" />
        </div>
      ) : (
        <>
          <ol className="outbox">
            {outbox.data.itens.map((message) => (
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
                {message.erro && <p className="alert">{message.erro}</p>}
                <pre className="outbox__body">{message.corpo}</pre>
              </li>
            ))}
          </ol>
          <Pagination
            page={page}
            pageSize={OUTBOX_PAGE_SIZE}
            total={outbox.data.total}
            onChange={setPage}
            noun="mensagens"
          />
        </>
      )}
    </section>
  );
}
