import { DataTable } from '../../../components/data-table';
import { EMPTY, formatNumber } from '../../../lib/format';
import type { FluidReport } from '../api/fluids.types';
import { formatTco2e } from '../fluid-format';
import { kgColumns, kgFooter } from '../gas-columns';

type GasTotal = FluidReport['totais']['porGas'][number];

/** Totals per gas with its GWP, and the company's total. */
export function GasTotalsTable({ report }: { report: FluidReport }) {
  const gwp = new Map(report.gases.map((gas) => [gas.codigo, gas.gwp]));
  const { geral } = report.totais;
  return (
    <DataTable<GasTotal>
      className="table--dense fluid-gas-totals"
      rows={report.totais.porGas}
      rowKey={(entry) => entry.tipoGas}
      rowProps={(entry) => ({ 'data-gas': entry.tipoGas })}
      columns={[
        { key: 'gas', label: 'Gás', cell: (entry) => entry.tipoGas },
        {
          key: 'gwp',
          label: 'GWP',
          numeric: true,
          cell: (entry) => {
            const value = gwp.get(entry.tipoGas);
            return value === undefined ? EMPTY : formatNumber(value);
          },
        },
        ...kgColumns<GasTotal>(),
        {
          key: 'tco2e',
          label: 'tCO₂e',
          numeric: true,
          className: 'table__strong',
          card: 'state',
          cell: (entry) =>
            entry.categoria === 'HCFC' ? (
              <span className="muted">à parte (HCFC)</span>
            ) : (
              formatTco2e(entry.tco2e)
            ),
        },
      ]}
      footer={{
        gas: 'Total geral (sem HCFCs)',
        ...kgFooter(geral),
        tco2e: formatTco2e(geral.tco2e),
      }}
    />
  );
}
