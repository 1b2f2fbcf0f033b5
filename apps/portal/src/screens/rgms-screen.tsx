import { type FormEvent, useState } from 'react';
import type { PortalRgm } from '@campo/contracts';
import { errorMessage } from '@campo/web-client';
import { portalApi } from '../api';
import { useSession } from '../app/session';
import { useLoad } from '../app/use-load';
import { Empty, LoadState } from '../components/load-state';
import { formatDateTime, formatPeriod } from '../format';

/** Released monthly reports (RGM): download, and "Confirmar recebimento" (printed on the RGM). */
export function RgmsScreen() {
  const rgms = useLoad(portalApi.rgms, 'rgms');
  return (
    <>
      <h1>Relatórios gerenciais (RGM)</h1>
      <p className="muted">
        O relatório mensal de cada contrato, liberado pela equipe de manutenção. Ao confirmar o
        recebimento, seu nome e a data passam a constar no PDF.
      </p>
      <LoadState loaded={rgms} label="os relatórios">
        {(all) =>
          all.length === 0 ? (
            <Empty>Nenhum relatório liberado ainda.</Empty>
          ) : (
            <ul className="list">
              {all.map((rgm) => (
                <RgmItem key={rgm.id} rgm={rgm} onChange={rgms.reload} />
              ))}
            </ul>
          )
        }
      </LoadState>
    </>
  );
}

function RgmItem({ rgm, onChange }: { rgm: PortalRgm; onChange: () => void }) {
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = `RGM ${rgm.contrato.codigo} — ${formatPeriod(rgm.inicio, rgm.fim)}`;

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nome = String(new FormData(event.currentTarget).get('nome')).trim();
    setBusy(true);
    setError(null);
    try {
      await portalApi.acknowledgeRgm(rgm.id, { nome });
      setConfirming(false);
      onChange();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="item" data-rgm={rgm.id}>
      <div className="item__head">
        <strong>{title}</strong>
        {rgm.ciente ? (
          <span className="badge badge--concluida">Recebido</span>
        ) : (
          <span className="badge badge--aberta">Aguardando confirmação</span>
        )}
      </div>
      <p className="item__meta">Liberado em {formatDateTime(rgm.liberadoEm)}</p>
      {rgm.ciente && (
        <p className="item__line" role="status">
          Recebimento confirmado por {rgm.ciente.nome} em {formatDateTime(rgm.ciente.em)}.
        </p>
      )}
      <div className="actions">
        <a className="button button--small button--outline" href={rgm.pdfUrl} download>
          Baixar PDF
        </a>
        {!rgm.ciente && !confirming && (
          <button
            type="button"
            className="button button--small"
            onClick={() => setConfirming(true)}
          >
            Confirmar recebimento
          </button>
        )}
      </div>
      {confirming && (
        <form
          className="form form--inline"
          onSubmit={(event) => void confirm(event)}
          aria-label={`Confirmar recebimento do ${title}`}
        >
          <label className="field">
            <span>Nome de quem recebeu</span>
            <input name="nome" defaultValue={session.usuario.nome} maxLength={120} required />
          </label>
          {error && (
            <p className="alert alert--danger" role="alert">
              {error}
            </p>
          )}
          <div className="actions">
            <button type="submit" className="button button--small" disabled={busy}>
              {busy ? 'Confirmando…' : 'Confirmar'}
            </button>
            <button
              type="button"
              className="button button--small button--ghost-dark"
              onClick={() => setConfirming(false)}
            >
              Cancelar
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
