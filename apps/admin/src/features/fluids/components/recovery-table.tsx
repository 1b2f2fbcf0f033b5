import { RECOVERY_DESTINATION_LABELS } from '@campo/contracts';
import { EMPTY } from '../../../lib/format';
import { DataTable } from '../../../components/data-table';
import type { FluidReport } from '../api/fluids.types';

type Recovery = FluidReport['recuperacao']['eventos'][number];
import { formatDay, formatKg } from '../fluid-format';

/** The year's withdrawals: where the gas went, the cylinder and the certificate. */
export function RecoveryTable({ report }: { report: FluidReport }) {
  const { eventos, porDestino } = report.recuperacao;
  if (eventos.length === 0)
    return <p className="muted fluid-report__empty">Nenhuma retirada de gás neste relatório.</p>;
  return (
    <>
      <p className="fluid-report__destinations">
        {porDestino.map((entry) => (
          <span key={entry.destino ?? 'nenhum'} data-destino={entry.destino ?? ''}>
            {entry.destino ? RECOVERY_DESTINATION_LABELS[entry.destino] : 'Destino não informado'}:{' '}
            <strong>{formatKg(entry.kg)}</strong>
          </span>
        ))}
      </p>
      <DataTable<Recovery>
        className="table--dense fluid-recoveries"
        rows={eventos}
        rowKey={(line) => line.id}
        columns={[
          {
            key: 'data',
            label: 'Data',
            className: 'nowrap',
            cell: (line) => formatDay(line.dataEvento),
          },
          {
            key: 'equipamento',
            label: 'Equipamento',
            card: 'title',
            cell: (line) => (
              <>
                <span className="table__strong">{line.equipamentoCodigo ?? EMPTY}</span>
                <span className="table__sub">{line.setor}</span>
              </>
            ),
          },
          { key: 'gas', label: 'Gás', className: 'nowrap', cell: (line) => line.tipoGas },
          {
            key: 'quantidade',
            label: 'Quantidade',
            numeric: true,
            className: 'nowrap',
            card: 'state',
            cell: (line) => formatKg(line.quantidadeKg),
          },
          {
            key: 'destino',
            label: 'Destino',
            cell: (line) =>
              line.destino ? RECOVERY_DESTINATION_LABELS[line.destino] : 'Não informado',
          },
          { key: 'cilindro', label: 'Cilindro', cell: (line) => line.cilindro ?? EMPTY },
          { key: 'certificado', label: 'Certificado', cell: (line) => line.certificado ?? EMPTY },
        ]}
      />
    </>
  );
}
