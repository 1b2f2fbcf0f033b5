import { Link } from 'react-router';
import { useField } from '../app/use-field';

/** What waits to be sent, always in sight: the way to the sync screen. */
export function SyncBadge() {
  const { actions, online, syncing } = useField();
  const waiting = actions.filter((action) => action.state === 'PENDENTE').length;
  const refused = actions.length - waiting;
  let tone = 'ok';
  let text = 'Sincronizado';
  if (refused > 0) {
    tone = 'danger';
    text = refused === 1 ? '1 recusado' : `${refused} recusados`;
  } else if (syncing) {
    tone = 'busy';
    text = 'Enviando…';
  } else if (waiting > 0) {
    tone = 'waiting';
    text = `${waiting} para enviar`;
  }
  return (
    <Link
      to="/sincronizacao"
      className={`sync-badge sync-badge--${tone}`}
      data-aguardando={waiting}
      data-recusados={refused}
      aria-label={`${online ? 'Conectado' : 'Sem sinal'}: ${text}. Ver sincronização`}
    >
      {!online && <span className="sync-badge__offline">Sem sinal</span>}
      <span>{text}</span>
    </Link>
  );
}
