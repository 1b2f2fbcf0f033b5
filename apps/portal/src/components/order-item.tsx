import { Link } from '../app/router';
import type { PortalOrder } from '@campo/contracts';
import { formatDateTime, orderStateLabel, orderTypeLabel } from '../format';

/** One order in a list: code, state, unit, dates and, once finished, its visit report. */
export function OrderItem({ order, showUnit = true }: { order: PortalOrder; showUnit?: boolean }) {
  return (
    <li className="item" data-ordem={order.codigo}>
      <div className="item__head">
        <strong>{order.codigo}</strong>
        <span className={`badge badge--${order.estado.toLowerCase()}`}>
          {orderStateLabel(order.estado)}
        </span>
      </div>
      <p className="item__line">
        {orderTypeLabel(order.tipo)}
        {showUnit && order.unidade && (
          <>
            {' · '}
            <Link to={`/unidades/${order.unidade.id}`}>{order.unidade.tag}</Link> (
            {order.unidade.setor})
          </>
        )}
      </p>
      {order.descricao && <p className="item__text">{order.descricao}</p>}
      <p className="item__meta">
        Aberta em {formatDateTime(order.abertura)}
        {order.agendadaPara && <> · agendada para {formatDateTime(order.agendadaPara)}</>}
        {order.fimAtendimento && <> · concluída em {formatDateTime(order.fimAtendimento)}</>}
      </p>
      {order.relatorioUrl && (
        <a className="button button--small button--outline" href={order.relatorioUrl} download>
          Relatório de atendimento (PDF)
        </a>
      )}
    </li>
  );
}
