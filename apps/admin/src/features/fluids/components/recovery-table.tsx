import { RECOVERY_DESTINATION_LABELS } from '@campo/contracts';
import { EMPTY } from '../../../lib/format';
import type { FluidReport } from '../api/fluids.types';
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
      <div className="table-wrap">
        <table className="table table--dense fluid-recoveries">
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Equipamento</th>
              <th scope="col">Gás</th>
              <th scope="col" className="num">
                Quantidade
              </th>
              <th scope="col">Destino</th>
              <th scope="col">Cilindro</th>
              <th scope="col">Certificado</th>
            </tr>
          </thead>
          <tbody>
            {eventos.map((line) => (
              <tr key={line.id}>
                <td className="nowrap">{formatDay(line.dataEvento)}</td>
                <td>
                  <span className="table__strong">{line.equipamentoCodigo ?? EMPTY}</span>
                  <span className="table__sub">{line.setor}</span>
                </td>
                <td className="nowrap">{line.tipoGas}</td>
                <td className="num nowrap">{formatKg(line.quantidadeKg)}</td>
                <td>
                  {line.destino ? RECOVERY_DESTINATION_LABELS[line.destino] : 'Não informado'}
                </td>
                <td>{line.cilindro ?? EMPTY}</td>
                <td>{line.certificado ?? EMPTY}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
