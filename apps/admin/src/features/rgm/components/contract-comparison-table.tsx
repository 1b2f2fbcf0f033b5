import { DataTable, type DataColumn, footerOf } from '../../../components/data-table';
import type { RgmContractRow, RgmFigures } from '../api/rgm.types';
import { countColumn, hoursColumn, kmColumn, slaColumn } from '../rgm-columns';

const FIGURES: DataColumn<RgmFigures>[] = [
  countColumn('chamados', 'Chamados'),
  countColumn('corretivos', 'Corretivos'),
  hoursColumn('mttrHoras', 'MTTR'),
  hoursColumn('restabelecimentoHoras', 'Restabelecimento'),
  { ...slaColumn<RgmFigures>(), card: 'state' },
  kmColumn<RgmFigures>(),
];

/** The same figures side by side for every contract (consolidated RGMs only), with the company's total. */
export function ContractComparisonTable({
  rows,
  total,
}: {
  rows: readonly RgmContractRow[];
  total: RgmFigures;
}) {
  return (
    <DataTable<RgmContractRow>
      className="table--dense"
      rows={rows}
      rowKey={(row) => row.contratoId}
      rowProps={(row) => ({
        'data-contrato': row.codigo,
        className: row.chamados === 0 ? 'table__row--quiet' : undefined,
      })}
      columns={[
        {
          key: 'contrato',
          label: 'Contrato',
          className: 'table__name',
          cell: (row) => (
            <>
              <span className="table__strong">{row.codigo}</span>
              {row.cliente && <span className="table__sub">{row.cliente}</span>}
            </>
          ),
        },
        ...FIGURES,
      ]}
      footer={{ ...footerOf(FIGURES, total), contrato: 'Toda a empresa' }}
    />
  );
}
