import { INDOOR_AIR_STANDING_LABELS, indoorAirStandingText } from '@campo/contracts';
import { portalApi } from '../api';
import { useLoad } from '../app/use-load';
import { Empty, LoadState } from '../components/load-state';
import { formatDate } from '../format';

/**
 * The client's indoor-air analyses (ABNT NBR 17037): each contract's next one, and every
 * analysis with its verdict, the parameters out of range and the lab's report.
 */
export function IndoorAirScreen() {
  const data = useLoad(portalApi.indoorAir, 'indoor-air');
  return (
    <>
      <h1>Qualidade do ar</h1>
      <p className="muted">
        Análises do ar interior dos ambientes climatizados, julgadas pelos valores de referência da
        ABNT NBR 17037:2023, com o laudo do laboratório.
      </p>
      <LoadState loaded={data} label="as análises">
        {({ analises, agenda }) => (
          <>
            {agenda.length > 0 && (
              <ul className="list" aria-label="Próximas análises">
                {agenda.map((schedule) => (
                  <li key={schedule.contratoId} className="item">
                    <div className="item__head">
                      <strong>{schedule.contrato}</strong>
                      <span className={`badge badge--ar-${schedule.situacao.toLowerCase()}`}>
                        {INDOOR_AIR_STANDING_LABELS[schedule.situacao]}
                      </span>
                    </div>
                    {indoorAirStandingText(schedule) !==
                      INDOOR_AIR_STANDING_LABELS[schedule.situacao] && (
                      <p className="item__meta">{indoorAirStandingText(schedule)}</p>
                    )}
                    <p className="item__meta">
                      Última coleta:{' '}
                      {schedule.ultimaColeta ? formatDate(schedule.ultimaColeta) : 'nenhuma'} ·
                      próxima: {schedule.proxima ? formatDate(schedule.proxima) : 'agora'} (a cada{' '}
                      {schedule.intervaloMeses} meses)
                    </p>
                  </li>
                ))}
              </ul>
            )}
            <h2>Análises</h2>
            {analises.length === 0 ? (
              <Empty>Nenhuma análise registrada ainda.</Empty>
            ) : (
              <ul className="list">
                {analises.map((analysis) => (
                  <li key={analysis.id} className="item">
                    <div className="item__head">
                      <strong>
                        {formatDate(analysis.dataColeta)} · {analysis.ambiente ?? analysis.contrato}
                      </strong>
                      <span
                        className={`badge ${
                          analysis.resultado === 'CONFORME'
                            ? 'badge--concluida'
                            : 'badge--req-recusada'
                        }`}
                      >
                        {analysis.resultado === 'CONFORME' ? 'Conforme' : 'Não conforme'}
                      </span>
                    </div>
                    <p className="item__meta">
                      {analysis.contrato} · {analysis.laboratorio}
                      {analysis.laudoNumero && ` · laudo ${analysis.laudoNumero}`}
                    </p>
                    {analysis.reprovados.length > 0 && (
                      <p className="item__meta">Fora do limite: {analysis.reprovados.join('; ')}</p>
                    )}
                    {analysis.arquivoId && (
                      <a
                        className="button button--small button--outline"
                        href={`/api/portal/qualidade-do-ar/${analysis.id}/laudo`}
                        download
                      >
                        Baixar laudo
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </LoadState>
    </>
  );
}
