import { Link } from 'react-router';
import { actionsColumn, DataTable } from '../../../components/data-table';
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
    <DataTable<RgmSummary>
      className="table--dense"
      rows={rgms}
      rowKey={(rgm) => rgm.id}
      rowProps={(rgm) => ({ 'data-rgm-id': rgm.id })}
      columns={[
        {
          key: 'periodo',
          label: 'Período',
          className: 'table__name',
          cell: (rgm) => (
            <>
              <Link to={`/rgm/${rgm.id}`} className="table__title">
                {capitalize(formatPeriod(rgm.inicio, rgm.fim))}
              </Link>
              <span className="table__sub nowrap">{formatPeriodRange(rgm.inicio, rgm.fim)}</span>
            </>
          ),
        },
        {
          key: 'escopo',
          label: 'Escopo',
          cell: (rgm) => (
            <RgmScope
              consolidado={rgm.consolidado}
              contract={rgm.contratoId ? scopeOf(contracts.get(rgm.contratoId)) : undefined}
            />
          ),
        },
        {
          key: 'estado',
          label: 'Estado',
          card: 'state',
          cell: (rgm) => <RgmStateBadge state={rgm.estado} />,
        },
        {
          key: 'origem',
          label: 'Origem',
          className: 'nowrap',
          cell: (rgm) => RGM_ORIGIN_LABELS[rgm.origem],
        },
        {
          key: 'liberado',
          label: 'Liberado por',
          cell: (rgm) =>
            rgm.liberadoEm ? (
              <>
                {rgm.liberadoPor ?? 'Fechamento automático'}
                <span className="table__sub nowrap">{formatShortDateTime(rgm.liberadoEm)}</span>
              </>
            ) : (
              <span className="muted">{EMPTY}</span>
            ),
        },
        {
          key: 'calculado',
          label: 'Calculado em',
          className: 'nowrap',
          cell: (rgm) => formatShortDateTime(rgm.calculadoEm),
        },
        actionsColumn((rgm) => (
          <Link to={`/rgm/${rgm.id}`} className="button button--small">
            Abrir
          </Link>
        )),
      ]}
    />
  );
}
