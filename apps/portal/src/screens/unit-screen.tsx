import { equipmentTypeLabel } from '@campo/contracts';
import { Link, useParams } from '../app/router';
import { portalApi } from '../api';
import { useLoad } from '../app/use-load';
import { Facts } from '../components/facts';
import { Empty, LoadState } from '../components/load-state';
import { OrderItem } from '../components/order-item';
import { formatDay } from '../format';

/** One unit: what it is, where, and its history of orders with their reports. */
export function UnitScreen() {
  const { id = '' } = useParams();
  const unit = useLoad(() => portalApi.unit(id), `unit:${id}`);
  return (
    <>
      <p>
        <Link to="/unidades">← Equipamentos</Link>
      </p>
      <LoadState loaded={unit} label="o equipamento">
        {(data) => (
          <>
            <h1>{data.tag}</h1>
            <Facts
              items={[
                ['Contrato', data.contrato.codigo],
                ['Setor', data.setor],
                ['Local', data.localizacao],
                ['Tipo', equipmentTypeLabel(data.tipo)],
                ['Descrição', data.descricao],
                ['Fabricante / modelo', [data.fabricante, data.modelo].filter(Boolean).join(' ')],
                ['Capacidade', data.capacidadeBtu ? `${data.capacidadeBtu} BTU/h` : null],
                ['Fluido refrigerante', data.tipoGas],
                ['Última visita', formatDay(data.ultimaVisita)],
              ]}
            />
            <h2>Histórico</h2>
            {data.historico.length === 0 ? (
              <Empty>Nenhuma ordem de serviço neste equipamento.</Empty>
            ) : (
              <ul className="list">
                {data.historico.map((order) => (
                  <OrderItem key={order.id} order={order} showUnit={false} />
                ))}
              </ul>
            )}
          </>
        )}
      </LoadState>
    </>
  );
}
