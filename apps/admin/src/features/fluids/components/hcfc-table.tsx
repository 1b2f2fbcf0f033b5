import { DataTable } from '../../../components/data-table';
import type { FluidReport } from '../api/fluids.types';
import { formatTco2e } from '../fluid-format';
import { kgColumns, kgFooter } from '../gas-columns';

type HcfcGas = FluidReport['hcfc']['porGas'][number];

const decimal = (value: number) =>
  value.toLocaleString('pt-BR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** HCFCs apart: kg, ODP and ODP-weighted kg, their tCO2e for information only. */
export function HcfcTable({ report }: { report: FluidReport }) {
  const { porGas, total } = report.hcfc;
  if (porGas.length === 0)
    return <p className="muted fluid-report__empty">Nenhum evento com HCFC neste relatório.</p>;
  return (
    <DataTable<HcfcGas>
      className="table--dense fluid-hcfc"
      rows={porGas}
      rowKey={(gas) => gas.tipoGas}
      rowProps={(gas) => ({ 'data-gas': gas.tipoGas })}
      columns={[
        { key: 'gas', label: 'Gás', cell: (gas) => gas.tipoGas },
        { key: 'odp', label: 'ODP', numeric: true, cell: (gas) => decimal(gas.odp) },
        ...kgColumns<HcfcGas>(),
        {
          key: 'odpKg',
          label: 'kg ODP',
          numeric: true,
          className: 'table__strong',
          card: 'state',
          cell: (gas) => decimal(gas.odpKg),
        },
        {
          key: 'tco2e',
          label: 'tCO₂e (informativo)',
          numeric: true,
          cell: (gas) => formatTco2e(gas.tco2e),
        },
      ]}
      footer={
        porGas.length > 1
          ? {
              gas: 'Total HCFC',
              ...kgFooter(total),
              odpKg: decimal(total.odpKg),
              tco2e: formatTco2e(total.tco2e),
            }
          : undefined
      }
    />
  );
}
