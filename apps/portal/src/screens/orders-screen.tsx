import { useState } from 'react';
import { ORDER_STATE_LABELS, ORDER_STATES, type OrderState } from '@campo/contracts';
import { portalApi } from '../api';
import { useLoad } from '../app/use-load';
import { Empty, LoadState } from '../components/load-state';
import { OrderItem } from '../components/order-item';

/** Every order of the client's, newest first, filtered by state; finished ones with their report. */
export function OrdersScreen() {
  const orders = useLoad(portalApi.orders, 'orders');
  const [state, setState] = useState<OrderState | ''>('');
  return (
    <>
      <h1>Ordens de serviço</h1>
      <label className="field field--inline">
        <span>Situação</span>
        <select value={state} onChange={(event) => setState(event.target.value as OrderState | '')}>
          <option value="">Todas</option>
          {ORDER_STATES.map((value) => (
            <option key={value} value={value}>
              {ORDER_STATE_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <LoadState loaded={orders} label="as ordens">
        {(all) => {
          const shown = state ? all.filter((order) => order.estado === state) : all;
          return shown.length === 0 ? (
            <Empty>Nenhuma ordem{state ? ' nesta situação' : ''}.</Empty>
          ) : (
            <ul className="list">
              {shown.map((order) => (
                <OrderItem key={order.id} order={order} />
              ))}
            </ul>
          );
        }}
      </LoadState>
    </>
  );
}
