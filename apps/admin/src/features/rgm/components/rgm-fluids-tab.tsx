import { EmptyState } from '../../../components/query-states';
import { DataTable } from '../../../components/data-table';
import { EMPTY, formatTco2e } from '../../../lib/format';
import { kgColumns, kgFooter } from '../../fluids/gas-columns';
import type { RgmFluids } from '../api/rgm.types';

type FluidLine = RgmFluids['linhas'][number];

/** The period's refrigerant per equipment and gas, with the tCO2e of what was recharged. */
export function RgmFluidsTab({ fluids }: { fluids: RgmFluids }) {
  if (fluids.linhas.length === 0) {
    return (
      <EmptyState title="Nenhum evento de fluido no período">
        Recargas, retiradas e vazamentos registrados nas ordens aparecem aqui.
      </EmptyState>
    );
  }
  const { total } = fluids;
  return (
    <>
      <p className="rgm-tabs__note">
        tCO₂e = kg recarregados × GWP do gás ÷ 1000 (o fluido reposto é o que escapou). GWP:{' '}
        {fluids.fontesGwp.join('; ')}.
      </p>
      <DataTable<FluidLine>
        className="table--dense"
        rows={fluids.linhas}
        rowKey={(row) => `${row.equipamentoId ?? row.setor} ${row.tipoGas}`}
        columns={[
          {
            key: 'equipamento',
            label: 'Equipamento',
            className: 'table__name',
            cell: (row) => (
              <>
                <span className="table__strong">{row.equipamento ?? EMPTY}</span>
                <span className="table__sub">{row.setor}</span>
              </>
            ),
          },
          { key: 'gas', label: 'Gás', card: 'state', cell: (row) => row.tipoGas },
          ...kgColumns<FluidLine>(),
          {
            key: 'tco2e',
            label: 'tCO₂e',
            numeric: true,
            className: 'nowrap',
            cell: (row) => (row.tco2e === null ? 'HCFC, à parte' : formatTco2e(row.tco2e)),
          },
        ]}
        footer={{ equipamento: 'Total', ...kgFooter(total), tco2e: formatTco2e(total.tco2e) }}
      />
    </>
  );
}
