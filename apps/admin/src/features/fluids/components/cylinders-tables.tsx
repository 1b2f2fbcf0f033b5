import { RECOVERY_DESTINATION_LABELS } from '@campo/contracts';
import { DataTable } from '../../../components/data-table';
import { EMPTY } from '../../../lib/format';
import type { FluidReport } from '../api/fluids.types';
import { formatDay, formatKg } from '../fluid-format';

type Supply = FluidReport['cilindros']['carga'][number];
type Destination = FluidReport['cilindros']['recolhimento'][number]['destinacoes'][number] & {
  key: string;
  identificacao: string;
  tipoGas: string;
  recolhidoNoPeriodoKg: number | null;
};

/**
 * The report's "Cilindros": supply cylinders charged from in the period (where the gas
 * came from) and recovery cylinders with their destinations (where it went), as the PDF.
 */
export function CylindersTables({ report }: { report: FluidReport }) {
  const { carga, recolhimento } = report.cilindros;
  // One line per destination; a cylinder still without one shows alone.
  const destinations: Destination[] = recolhimento.flatMap((cylinder) =>
    cylinder.destinacoes.length === 0
      ? []
      : cylinder.destinacoes.map((destination, index) => ({
          ...destination,
          key: `${cylinder.id}:${index}`,
          identificacao: cylinder.identificacao,
          tipoGas: cylinder.tipoGas,
          recolhidoNoPeriodoKg: index === 0 ? cylinder.recolhidoNoPeriodoKg : null,
        })),
  );
  const waiting = recolhimento.filter((cylinder) => cylinder.destinacoes.length === 0);
  return (
    <>
      <h3 className="fluid-report__subtitle">Origem do gás carregado (cilindros de carga)</h3>
      {carga.length === 0 ? (
        <p className="muted fluid-report__empty">
          Nenhuma recarga do período ligada a um cilindro cadastrado.
        </p>
      ) : (
        <DataTable<Supply>
          className="table--dense fluid-cylinders"
          rows={carga}
          rowKey={(line) => line.id}
          columns={[
            {
              key: 'cilindro',
              label: 'Cilindro',
              card: 'title',
              cell: (line) => <span className="table__strong">{line.identificacao}</span>,
            },
            { key: 'gas', label: 'Gás', className: 'nowrap', cell: (line) => line.tipoGas },
            { key: 'fornecedor', label: 'Fornecedor', cell: (line) => line.fornecedor ?? EMPTY },
            { key: 'nf', label: 'Nota fiscal', cell: (line) => line.notaFiscal ?? EMPTY },
            { key: 'lote', label: 'Lote', cell: (line) => line.lote ?? EMPTY },
            {
              key: 'massa',
              label: 'Massa recebida',
              numeric: true,
              className: 'nowrap',
              cell: (line) => formatKg(line.massaKg),
            },
            {
              key: 'carregado',
              label: 'Carregado no período',
              numeric: true,
              className: 'nowrap',
              card: 'state',
              cell: (line) => formatKg(line.carregadoNoPeriodoKg),
            },
          ]}
        />
      )}
      <h3 className="fluid-report__subtitle">
        Destino do gás recolhido (cilindros de recolhimento)
      </h3>
      {recolhimento.length === 0 ? (
        <p className="muted fluid-report__empty">
          Nenhuma retirada do período ligada a um cilindro cadastrado.
        </p>
      ) : (
        <>
          {destinations.length > 0 && (
            <DataTable<Destination>
              className="table--dense fluid-destinations"
              rows={destinations}
              rowKey={(line) => line.key}
              columns={[
                {
                  key: 'cilindro',
                  label: 'Cilindro',
                  card: 'title',
                  cell: (line) => (
                    <>
                      <span className="table__strong">{line.identificacao}</span>
                      <span className="table__sub">{line.tipoGas}</span>
                    </>
                  ),
                },
                {
                  key: 'recolhido',
                  label: 'Recolhido no período',
                  numeric: true,
                  className: 'nowrap',
                  cell: (line) =>
                    line.recolhidoNoPeriodoKg === null ? '' : formatKg(line.recolhidoNoPeriodoKg),
                },
                {
                  key: 'data',
                  label: 'Data',
                  className: 'nowrap',
                  cell: (line) => formatDay(line.data),
                },
                {
                  key: 'destino',
                  label: 'Destino',
                  cell: (line) => RECOVERY_DESTINATION_LABELS[line.destino],
                },
                { key: 'destinatario', label: 'Destinatário', cell: (line) => line.destinatario },
                {
                  key: 'massa',
                  label: 'Massa destinada',
                  numeric: true,
                  className: 'nowrap',
                  card: 'state',
                  cell: (line) => formatKg(line.massaKg),
                },
                {
                  key: 'certificado',
                  label: 'Certificado',
                  cell: (line) => line.certificadoNumero ?? EMPTY,
                },
                {
                  key: 'anexo',
                  label: 'Certificado anexo',
                  cell: (line) => (line.certificadoAnexo ? 'Sim' : 'Não'),
                },
              ]}
            />
          )}
          {waiting.length > 0 && (
            <p className="muted fluid-report__empty">
              Ainda sem destinação registrada:{' '}
              {waiting
                .map(
                  (cylinder) =>
                    `${cylinder.identificacao} (${formatKg(cylinder.recolhidoNoPeriodoKg)} recolhidos no período)`,
                )
                .join('; ')}
              .
            </p>
          )}
        </>
      )}
    </>
  );
}
