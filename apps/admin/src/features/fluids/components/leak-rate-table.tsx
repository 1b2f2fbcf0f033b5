import type { FluidReport } from '../api/fluids.types';
import { formatDay, formatKg, formatRate } from '../fluid-format';

/** Which method, and why it is the one: shown above the table (and printed in the PDF). */
export function LeakRateMethodNote({ limit }: { limit: number }) {
  return (
    <p className="muted fluid-note" data-testid="taxa-metodo">
      Método da média móvel da EPA (40 CFR 82.152, <i>rolling average method</i>): a cada recarga,
      os kg recarregados nos 365 dias até ela ÷ carga nominal. Recargas próximas somam-se em vez de
      anualizar o intervalo entre elas, e a sinalização acima de {limit} % só aparece quando o
      equipamento de fato repôs mais de {limit} % da carga em um ano. É um indicador interno de
      acompanhamento (referência: o gatilho da EPA para ar-condicionado de conforto, 40 CFR 82.157),
      não um limite legal.
    </p>
  );
}

/**
 * Per equipment with a known charge: each recharge of the year with the kg added in
 * the 365 days up to it and the leak rate they make (EPA rolling average), the highest
 * one, and those above the limit flagged (highest first).
 */
export function LeakRateTable({ report }: { report: FluidReport }) {
  const rates = [...report.taxasDeVazamento].sort(
    (a, b) => b.maiorTaxaPercentual - a.maiorTaxaPercentual,
  );
  if (rates.length === 0) {
    return (
      <p className="muted fluid-note">
        Nenhuma recarga em equipamento com carga nominal conhecida neste ano.
      </p>
    );
  }
  return (
    <>
      <LeakRateMethodNote limit={report.limiteTaxaPercentual} />
      <div className="table-wrap">
        <table className="table table--dense leak-rates">
          <thead>
            <tr>
              <th scope="col">Equipamento</th>
              <th scope="col">Setor</th>
              <th scope="col">Gás</th>
              <th scope="col" className="num">
                Carga nominal
              </th>
              <th scope="col">Recargas (kg em 365 dias → taxa)</th>
              <th scope="col" className="num">
                Maior taxa
              </th>
              <th scope="col">Situação</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => (
              <tr
                key={rate.equipamentoId}
                data-equipamento={rate.codigo}
                className={rate.acimaDoLimite ? 'table__row--alert' : undefined}
              >
                <th scope="row" className="table__strong">
                  {rate.codigo}
                </th>
                <td>{rate.setor}</td>
                <td className="nowrap">{rate.tipoGas}</td>
                <td className="num nowrap">{formatKg(rate.cargaKg)}</td>
                <td>
                  <ul className="leak-rates__recharges">
                    {rate.recargas.map((recharge) => (
                      <li key={`${recharge.data}-${recharge.kg}`}>
                        {formatDay(recharge.data)}: {formatKg(recharge.kg)} (
                        {formatKg(recharge.kg365Dias)} em 365 dias →{' '}
                        {formatRate(recharge.taxaPercentual)})
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="num nowrap table__strong">{formatRate(rate.maiorTaxaPercentual)}</td>
                <td>
                  {rate.acimaDoLimite ? (
                    <span className="badge badge--danger">
                      Acima de {report.limiteTaxaPercentual} %
                    </span>
                  ) : (
                    <span className="badge badge--success">Dentro do indicador</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
