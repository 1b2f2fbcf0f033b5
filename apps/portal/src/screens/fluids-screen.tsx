import { useState } from 'react';
import { portalApi } from '../api';
import { useLoad } from '../app/use-load';
import { Empty, LoadState } from '../components/load-state';
import { formatKg } from '../format';

/** The refrigerant report of the client's own units for a year: totals here, the full report as PDF. */
export function FluidsScreen() {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const report = useLoad(() => portalApi.fluids(year), `fluids:${year}`);
  return (
    <>
      <h1>Fluido refrigerante</h1>
      <label className="field field--inline">
        <span>Ano</span>
        <select value={year} onChange={(event) => setYear(Number(event.target.value))}>
          {[0, 1, 2, 3].map((back) => (
            <option key={back} value={thisYear - back}>
              {thisYear - back}
            </option>
          ))}
        </select>
      </label>
      <LoadState loaded={report} label="o relatório">
        {(data) => (
          <>
            <dl className="facts card">
              <div>
                <dt>Recarga</dt>
                <dd>{formatKg(data.totais.geral.recargaKg)}</dd>
              </div>
              <div>
                <dt>Vazamento</dt>
                <dd>{formatKg(data.totais.geral.vazamentoKg)}</dd>
              </div>
              <div>
                <dt>Retirada</dt>
                <dd>{formatKg(data.totais.geral.retiradaKg)}</dd>
              </div>
              <div>
                <dt>Emissões equivalentes</dt>
                <dd>
                  {data.totais.geral.tco2e.toLocaleString('pt-BR', { maximumFractionDigits: 3 })}{' '}
                  tCO₂e ({data.conjuntoGwp.rotulo})
                </dd>
              </div>
            </dl>
            <h2>Por gás</h2>
            {data.totais.porGas.length === 0 ? (
              <Empty>Nenhum registro de fluido neste ano.</Empty>
            ) : (
              <ul className="list">
                {data.totais.porGas.map((gas) => (
                  <li key={gas.tipoGas} className="item">
                    <strong>{gas.tipoGas}</strong>
                    <p className="item__meta">
                      recarga {formatKg(gas.recargaKg)} · vazamento {formatKg(gas.vazamentoKg)} ·
                      retirada {formatKg(gas.retiradaKg)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <a
              className="button button--outline"
              href={`/api/portal/fluidos/pdf?ano=${year}`}
              download
            >
              Baixar relatório completo (PDF)
            </a>
          </>
        )}
      </LoadState>
    </>
  );
}
