import { Link } from 'react-router';
import { EMPTY, formatShortDateTime } from '../../../lib/format';
import type { RgmSummary } from '../api/rgm.types';
import type { ContractEntry } from '../../contracts/hooks/use-contract-directory';
import { capitalize, formatPeriod, formatPeriodRange, RGM_ORIGIN_LABELS } from '../rgm-format';
import { RgmScope, scopeOf } from './rgm-scope';
import { RgmStateBadge } from './rgm-state-badge';

interface RgmTableProps {
  rgms: readonly RgmSummary[];
  contracts: ReadonlyMap<string, ContractEntry>;
}

export function RgmTable({ rgms, contracts }: RgmTableProps) {
  return (
    <div className="table-wrap">
      <table className="table table--dense">
        <thead>
          <tr>
            <th scope="col">Período</th>
            <th scope="col">Escopo</th>
            <th scope="col">Estado</th>
            <th scope="col">Origem</th>
            <th scope="col">Liberado por</th>
            <th scope="col">Calculado em</th>
            <th scope="col">
              <span className="visually-hidden">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rgms.map((rgm) => (
            <tr key={rgm.id} data-rgm-id={rgm.id}>
              <td className="table__name">
                <Link to={`/rgm/${rgm.id}`} className="table__title">
                  {capitalize(formatPeriod(rgm.inicio, rgm.fim))}
                </Link>
                <span className="table__sub nowrap">{formatPeriodRange(rgm.inicio, rgm.fim)}</span>
              </td>
              <td>
                <RgmScope
                  consolidado={rgm.consolidado}
                  contract={rgm.contratoId ? scopeOf(contracts.get(rgm.contratoId)) : undefined}
                />
              </td>
              <td>
                <RgmStateBadge state={rgm.estado} />
              </td>
              <td className="nowrap">{RGM_ORIGIN_LABELS[rgm.origem]}</td>
              <td>
                {rgm.liberadoEm ? (
                  <>
                    {rgm.liberadoPor ?? 'Fechamento automático'}
                    <span className="table__sub nowrap">{formatShortDateTime(rgm.liberadoEm)}</span>
                  </>
                ) : (
                  <span className="muted">{EMPTY}</span>
                )}
              </td>
              <td className="nowrap">{formatShortDateTime(rgm.calculadoEm)}</td>
              <td className="table__actions">
                <Link to={`/rgm/${rgm.id}`} className="button button--small">
                  Abrir
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
