import {
  gasPartLines,
  ORDER_TYPE_LABELS,
  type OrderType,
  PERIODICITY_LABELS,
} from '@campo/contracts';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useField, useSession } from '../app/use-field';
import { ChecklistForm } from '../components/checklist-form';
import { FinishForm } from '../components/finish-form';
import { FluidForm } from '../components/fluid-form';
import { PhotoSection } from '../components/photo-form';
import { VisitWorkForm, workLines } from '../components/visit-work-form';
import { PriorityBadge, StateBadge, TypeBadge } from '../components/order-badges';
import { SiteAndContact } from '../components/site-and-contact';
import { RefusedList } from '../components/refused-list';
import { RootCauseForm } from '../components/root-cause-form';
import { StartForm } from '../components/start-form';
import { dayAndTime, fluidLine, timeOf } from '../format';
import { fieldStore } from '../offline/field-store';
import { localOrder } from '../offline/local-order';
import { FIELD_ACTION_LABELS } from '../offline/outbox-types';

/** One order: where and what, then the attendance step by step. */
export function OrderScreen() {
  const { id = '' } = useParams();
  const session = useSession();
  const { orders, actions, catalog } = useField();
  const timeZone = session.empresa.fusoHorario;
  const server = orders[id];
  // Opened from lower in the list: start at the top, the code not hidden under the bar.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);
  if (!server) return <MissingOrder id={id} />;
  const names = new Map(catalog.map((item) => [item.id, item.nome]));
  const readingNames = new Map(
    catalog.flatMap((item) => (item.codigo ? [[item.codigo, item.nome] as const] : [])),
  );
  // Catalogue ids (services, materials) and reading kind codes never collide.
  const { order, pending, refused, fluids, visit } = localOrder(
    server,
    actions,
    new Map([...names, ...readingNames]),
  );
  const lines = workLines(order, visit.lines, names, visit.correcting, readingNames);
  const sentGas = new Set(gasPartLines(order.fluidos).map((line) => line.fluidoId));
  const gas = gasPartLines([
    ...order.fluidos,
    ...fluids.map((fluid) => ({ ...fluid, id: fluid.actionId })),
  ]).map((line) => ({ ...line, waiting: !sentGas.has(line.fluidoId) }));
  const mine = order.minhaAlocacao;
  const started = mine.iniciada;
  const open = order.situacao === 'ABERTA' || order.situacao === 'EM_ATENDIMENTO';
  // An ERP's order changes state only by the ERP (409 ORDEM_DA_INTEGRACAO otherwise).
  const fromErp = order.origem === 'integracao';
  // Entries are corrected until the client's acceptance is recorded (on the phone or the server).
  const correctable = open && order.visita.aceite === null && visit.acceptance === null;
  const equipment = order.equipamento;

  return (
    <article className="order" data-ordem-id={order.id}>
      <Link to="/" className="back">
        ← Minhas ordens
      </Link>
      <header className="order__head">
        <h1>{order.codigo}</h1>
        <span className="order__badges">
          <PriorityBadge priority={order.prioridade} />
          <TypeBadge type={order.tipo} />
          <StateBadge state={order.situacao} />
        </span>
        {order.descricao && <p className="order__problem">{order.descricao}</p>}
      </header>

      <SiteAndContact order={order} />

      <RefusedList actions={refused} timeZone={timeZone} />

      <section className="card" aria-labelledby="os-local">
        <h2 id="os-local">Equipamento</h2>
        {equipment ? (
          <dl className="facts">
            <dt>Equipamento</dt>
            <dd>
              <strong>{equipment.codigo}</strong>
              {equipment.descricao && ` · ${equipment.descricao}`}
            </dd>
            <dt>Setor</dt>
            <dd>{equipment.setor ?? '—'}</dd>
            {equipment.localizacao && (
              <>
                <dt>Local</dt>
                <dd>{equipment.localizacao}</dd>
              </>
            )}
            <dt>Gás</dt>
            <dd>{equipment.tipoGas ?? '—'}</dd>
            <dt>Plano</dt>
            <dd>{order.plano ? PERIODICITY_LABELS[order.plano.periodicidade] : 'Sem plano'}</dd>
            <dt>Cliente</dt>
            <dd>
              {order.contrato.cliente ?? '—'} · contrato {order.contrato.codigo}
            </dd>
          </dl>
        ) : (
          <p className="muted">Esta ordem não tem equipamento.</p>
        )}
      </section>

      <section className="card" aria-labelledby="os-atendimento">
        <h2 id="os-atendimento">Atendimento</h2>
        {started ? (
          <p data-atendimento="iniciado">
            Iniciado às <strong>{timeOf(mine.inicio, timeZone)}</strong>
            {mine.km > 0 && ` · ${mine.km.toLocaleString('pt-BR')} km`}
            {mine.fim && (
              <>
                {' '}
                · concluído às <strong>{timeOf(mine.fim, timeZone)}</strong>
              </>
            )}
          </p>
        ) : (
          open && (!fromErp || order.situacao === 'EM_ATENDIMENTO') && <StartForm order={order} />
        )}
        {fromErp && open && (
          <p className="alert" data-origem="integracao">
            {order.situacao === 'ABERTA'
              ? 'Ordem do sistema da empresa (ERP): o início e a conclusão chegam de lá. Quando ela estiver em atendimento, registre aqui a sua chegada, o checklist, a causa raiz e o fluido.'
              : 'Ordem do sistema da empresa (ERP): a conclusão chega de lá. Aqui você registra a sua chegada, o checklist, a causa raiz e o fluido.'}
          </p>
        )}
        {order.situacao === 'CONCLUIDA' && !mine.fim && order.fimAtendimento && (
          <p>Concluída às {timeOf(order.fimAtendimento, timeZone)}.</p>
        )}
        {order.situacao === 'CANCELADA' && <p className="alert">Esta ordem foi cancelada.</p>}
      </section>

      {started && (
        <ChecklistForm key={checklistKey(server.checklist)} order={order} editable={open} />
      )}
      {started && order.exigeCausaRaiz && open && !order.causaRaiz && (
        <RootCauseForm order={order} />
      )}
      {order.causaRaiz && (
        <section className="card" aria-labelledby="os-causa">
          <h2 id="os-causa">Causa raiz</h2>
          <p>{order.causaRaiz}</p>
        </section>
      )}

      {(open || order.fluidos.length > 0 || fluids.length > 0) && (
        <section className="card" aria-labelledby="os-fluido">
          <h2 id="os-fluido">Fluido refrigerante</h2>
          {(order.fluidos.length > 0 || fluids.length > 0) && (
            <ul className="plain-list" aria-label="Registros de fluido desta ordem">
              {order.fluidos.map((fluid) => (
                <li key={fluid.id} data-fluido-servidor>
                  {fluidLine(fluid)}
                </li>
              ))}
              {fluids.map((fluid) => (
                <li key={fluid.actionId} data-fluido-local>
                  {fluidLine(fluid)} <span className="tag">aguardando envio</span>
                </li>
              ))}
            </ul>
          )}
          {equipment && open && started && <FluidForm order={order} />}
          {equipment && open && !started && (
            <p className="muted">Registre recarga, retirada ou vazamento depois de iniciar.</p>
          )}
        </section>
      )}

      {started && (
        <VisitWorkForm
          order={order}
          lines={lines}
          gas={gas}
          editable={open}
          correctable={correctable}
        />
      )}
      {started && (
        <PhotoSection
          order={order}
          photos={visit.photos}
          editable={open}
          correctable={correctable}
          correcting={visit.correcting}
        />
      )}

      {!open && (order.visita.aceite || visit.acceptance) && (
        <section className="card" aria-labelledby="os-aceite">
          <h2 id="os-aceite">Aceite do cliente</h2>
          <p data-aceite-local={visit.acceptance ? 'aguardando' : 'enviado'}>
            {acceptanceText(order.visita.aceite, visit.acceptance?.body)}
            {visit.acceptance && (
              <>
                {' '}
                <span className="tag">aguardando envio</span>
              </>
            )}
          </p>
        </section>
      )}

      {started && open && !fromErp && (
        <FinishForm
          order={order}
          lines={lines}
          pendingLines={visit.lines}
          photos={visit.photos}
          fluids={fluids}
          acceptancePending={visit.acceptance !== null}
        />
      )}

      {pending.length > 0 && (
        <section className="card card--waiting" aria-labelledby="os-pendentes">
          <h2 id="os-pendentes">Aguardando envio</h2>
          <ul className="plain-list">
            {pending.map((action) => (
              <li key={action.id}>
                {FIELD_ACTION_LABELS[action.kind]} · registrado às{' '}
                {timeOf(action.createdAt, timeZone)}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="card" aria-labelledby="os-visitas">
        <h2 id="os-visitas">Últimas visitas</h2>
        {order.ultimasVisitas.length === 0 ? (
          <p className="muted">Nenhuma visita anterior a este equipamento.</p>
        ) : (
          <ul className="plain-list">
            {order.ultimasVisitas.map((visit) => (
              <li key={visit.id}>
                <strong>{dayAndTime(visit.fimAtendimento, timeZone)}</strong> ·{' '}
                {ORDER_TYPE_LABELS[visit.tipo as OrderType] ?? visit.tipo} ·{' '}
                {visit.tecnicos.join(', ') || '—'}
                {visit.causaRaiz && <span className="muted"> · {visit.causaRaiz}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/** An order not on the phone: read it when there is a signal (a link to a finished one). */
function MissingOrder({ id }: { id: string }) {
  const { online } = useField();
  const [state, setState] = useState<'reading' | 'missing'>('reading');
  useEffect(() => {
    if (!online) return;
    let current = true;
    void fieldStore.fetchOrder(id).then((found) => {
      if (current && !found) setState('missing');
    });
    return () => {
      current = false;
    };
  }, [id, online]);
  if (online && state === 'reading') return <p className="muted">Carregando a ordem…</p>;
  return (
    <div className="card">
      <h1>Ordem não encontrada</h1>
      <p>
        {online
          ? 'Esta ordem não está alocada a você.'
          : 'Esta ordem não está neste aparelho. Abra-a quando houver sinal.'}
      </p>
      <Link to="/">Voltar às minhas ordens</Link>
    </div>
  );
}

/** Who accepted the visit: the server's record, or the one still on the phone. */
function acceptanceText(
  stored: { tipo: string; nome: string | null; motivo: string | null } | null,
  local: Record<string, unknown> | undefined,
): string {
  const accepted = stored ?? {
    tipo: String(local?.['tipo'] ?? ''),
    nome: typeof local?.['nome'] === 'string' ? local['nome'] : null,
    motivo: typeof local?.['motivo'] === 'string' ? local['motivo'] : null,
  };
  return accepted.tipo === 'AUSENTE'
    ? `Cliente ausente: ${accepted.motivo ?? ''}`
    : `Assinado por ${accepted.nome ?? ''}.`;
}

/** The checklist form starts again from the answers when the server's change (a sync). */
function checklistKey(
  answers: Array<{ item: string; conforme: boolean | null; naoSeAplica?: boolean }>,
) {
  return answers
    .map((answer) => `${answer.item}:${answer.naoSeAplica ? 'na' : String(answer.conforme)}`)
    .join('|');
}
