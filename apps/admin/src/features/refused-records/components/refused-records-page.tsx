import { useState } from 'react';
import { Link } from 'react-router';
import type { GasDeclaration, RefusedRecord } from '@campo/contracts';
import { formatKg } from '@campo/contracts';
import { EmptyState } from '../../../components/query-states';
import { QueryView } from '../../../components/query-view';
import { formatDateTime } from '../../../lib/format';
import { refusedRecordsApi } from '../api/refused-records.api';
import {
  useOpenRefusedRecords,
  usePendingGasDeclarations,
  useQueueDecision,
} from '../hooks/use-refused-records';

const MIN_NOTE = 3;

/**
 * The supervisor's queue of what the phones could not record: writes the server refused
 * (kept with what was sent until resolved) and the units' gas declared by technicians,
 * waiting for confirmation.
 */
export function RefusedRecordsPage() {
  const records = useOpenRefusedRecords();
  const declarations = usePendingGasDeclarations();
  return (
    <section className="page">
      <header className="page__header">
        <h1>Registros recusados</h1>
        <p className="muted">
          O que os técnicos registraram no aplicativo e o servidor não aceitou. Nada se perde: cada
          registro fica aqui, com o que foi enviado e o motivo, até ser reenviado e aceito,
          descartado pelo técnico ou tratado por você.
        </p>
      </header>

      <section className="card" aria-labelledby="gas-declarado">
        <h2 id="gas-declarado">Gás informado pelos técnicos</h2>
        <QueryView
          query={declarations}
          loading="Carregando as declarações…"
          empty={<EmptyState title="Nenhum gás aguardando confirmação" />}
        >
          {(items) => (
            <table className="table">
              <thead>
                <tr>
                  <th>Unidade</th>
                  <th>Gás informado</th>
                  <th>Técnico</th>
                  <th>Atendimento</th>
                  <th>Eventos a confirmar</th>
                  <th>Decisão</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <DeclarationRow key={item.id} declaration={item} />
                ))}
              </tbody>
            </table>
          )}
        </QueryView>
      </section>

      <section className="card" aria-labelledby="recusados-abertos">
        <h2 id="recusados-abertos">Recusados aguardando</h2>
        <QueryView
          query={records}
          loading="Carregando os registros recusados…"
          empty={<EmptyState title="Nenhum registro recusado aguardando" />}
        >
          {(items) => (
            <table className="table" data-recusados={items.length}>
              <thead>
                <tr>
                  <th>Ordem</th>
                  <th>Unidade</th>
                  <th>Técnico</th>
                  <th>Registro</th>
                  <th>O que foi enviado</th>
                  <th>Motivo</th>
                  <th>Quando</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <RefusedRow key={item.id} record={item} />
                ))}
              </tbody>
            </table>
          )}
        </QueryView>
      </section>
    </section>
  );
}

function RefusedRow({ record }: { record: RefusedRecord }) {
  const [note, setNote] = useState('');
  const [open, setOpen] = useState(false);
  const resolve = useQueueDecision(refusedRecordsApi.resolve);
  return (
    <tr data-acao-id={record.acaoId} data-codigo={record.codigo}>
      <td>
        {record.ordem ? <Link to={`/ordens/${record.ordem.id}`}>{record.ordem.codigo}</Link> : '—'}
      </td>
      <td>{record.equipamento?.codigo ?? '—'}</td>
      <td>{record.tecnico.nome}</td>
      <td>{record.tipoRotulo}</td>
      <td>{record.resumo}</td>
      <td>{record.erro}</td>
      <td>
        {formatDateTime(record.ultimaRecusaEm)}
        {record.tentativas > 1 && <span className="muted"> · {record.tentativas} tentativas</span>}
      </td>
      <td>
        {open ? (
          <form
            className="form"
            aria-label="Tratar registro recusado"
            onSubmit={(event) => {
              event.preventDefault();
              if (note.trim().length >= MIN_NOTE) resolve.mutate([record.id, note.trim()]);
            }}
          >
            <label className="field">
              <span>O que foi feito</span>
              <textarea
                name="nota"
                rows={2}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </label>
            {resolve.error && <p className="alert alert--danger">{resolve.error.message}</p>}
            <button
              type="submit"
              className="button"
              disabled={resolve.isPending || note.trim().length < MIN_NOTE}
            >
              Marcar como tratado
            </button>
          </form>
        ) : (
          <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
            Tratar…
          </button>
        )}
      </td>
    </tr>
  );
}

function DeclarationRow({ declaration }: { declaration: GasDeclaration }) {
  const [reason, setReason] = useState('');
  const confirm = useQueueDecision(refusedRecordsApi.confirm);
  const reject = useQueueDecision(refusedRecordsApi.reject);
  const ready = reason.trim().length >= MIN_NOTE;
  const error = confirm.error ?? reject.error;
  return (
    <tr data-declaracao-id={declaration.id}>
      <td>
        <strong>{declaration.equipamento.codigo}</strong>
        {declaration.equipamento.descricao && (
          <div className="muted">{declaration.equipamento.descricao}</div>
        )}
      </td>
      <td>
        {declaration.tipoGas}
        {declaration.cargaGasKg !== null && (
          <div className="muted">carga {formatKg(declaration.cargaGasKg)}</div>
        )}
      </td>
      <td>
        {declaration.tecnico.nome}
        <div className="muted">{formatDateTime(declaration.declaradoEm)}</div>
      </td>
      <td>
        {declaration.ordem ? (
          <Link to={`/ordens/${declaration.ordem.id}`}>{declaration.ordem.codigo}</Link>
        ) : (
          '—'
        )}
      </td>
      <td>{declaration.eventos}</td>
      <td>
        <label className="field">
          <span>Motivo</span>
          <input
            name="motivo"
            value={reason}
            placeholder="Ex.: conferido na etiqueta da unidade"
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        {error && <p className="alert alert--danger">{error.message}</p>}
        <div className="actions">
          <button
            type="button"
            className="button"
            disabled={!ready || confirm.isPending}
            onClick={() => confirm.mutate([declaration.id, reason.trim()])}
          >
            Confirmar o gás
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={!ready || reject.isPending}
            onClick={() => reject.mutate([declaration.id, reason.trim()])}
          >
            Recusar
          </button>
        </div>
      </td>
    </tr>
  );
}
