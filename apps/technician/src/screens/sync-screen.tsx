import { useField, useSession } from '../app/use-field';
import { RefusedList } from '../components/refused-list';
import { dayAndTime } from '../format';
import { fieldStore } from '../offline/field-store';
import { FIELD_ACTION_LABELS } from '../offline/outbox-types';

/** What the phone still holds, what the server refused, and the way out of the session. */
export function SyncScreen() {
  const session = useSession();
  const { actions, online, syncing, lastSentAt, problem, othersWaiting } = useField();
  const timeZone = session.empresa.fusoHorario;
  const waiting = actions.filter((action) => action.state === 'PENDENTE');
  const refused = actions.filter((action) => action.state === 'RECUSADO');

  return (
    <>
      <h1>Sincronização</h1>
      <section className="card" aria-labelledby="sync-estado">
        <h2 id="sync-estado">{online ? 'Conectado' : 'Sem sinal'}</h2>
        <p data-sync-resumo>
          {waiting.length === 0
            ? 'Nada aguardando envio.'
            : `${waiting.length} registro(s) guardado(s) no aparelho aguardando envio. Eles são enviados na ordem em que foram feitos, assim que houver sinal.`}
        </p>
        {lastSentAt && <p className="muted">Último envio: {dayAndTime(lastSentAt, timeZone)}</p>}
        {problem && <p className="alert">{problem}</p>}
        <button
          type="button"
          className="button"
          disabled={syncing || waiting.length === 0}
          onClick={() => void fieldStore.flush()}
        >
          {syncing ? 'Enviando…' : 'Enviar agora'}
        </button>
      </section>

      <RefusedList actions={refused} timeZone={timeZone} withOrder />

      {waiting.length > 0 && (
        <section className="card" aria-labelledby="sync-fila">
          <h2 id="sync-fila">Aguardando envio</h2>
          <ol className="plain-list">
            {waiting.map((action) => (
              <li key={action.id} data-acao-id={action.id}>
                <strong>{FIELD_ACTION_LABELS[action.kind]}</strong> · {action.orderCode} ·{' '}
                {dayAndTime(action.createdAt, timeZone)}
                {action.attempts > 0 && (
                  <span className="muted"> · {action.attempts} tentativa(s)</span>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}

      {othersWaiting > 0 && (
        <p className="card muted">
          {othersWaiting} registro(s) de outro usuário deste aparelho aguardam o login dele.
        </p>
      )}

      <section className="card" aria-labelledby="sync-sessao">
        <h2 id="sync-sessao">Sessão</h2>
        <p>
          {session.usuario.nome} · {session.empresa.nome}
        </p>
        {waiting.length > 0 && (
          <p className="muted">
            Ao sair, os registros aguardando envio ficam no aparelho e são enviados quando você
            entrar de novo.
          </p>
        )}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void fieldStore.signOut()}
        >
          Sair
        </button>
      </section>
    </>
  );
}
