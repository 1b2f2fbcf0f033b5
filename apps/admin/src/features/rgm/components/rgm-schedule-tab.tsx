import { Link } from 'react-router';
import { formatCalendarDate } from '../../../lib/format';
import { withQuery } from '../../../lib/query-string';
import { ScheduleGridPanel } from '../../schedule/components/schedule-grid-panel';
import { ScheduleGridView } from '../../schedule/components/schedule-grid-view';
import type { RgmSnapshot } from '../api/rgm.types';

const EMPTY_TEXT =
  'O contrato não tem equipamentos cadastrados; eles aparecem aqui quando chegam pela integração ou por planilha.';

/**
 * The annual grid of the RGM's contract (or the company): the one frozen in the
 * snapshot when the RGM was computed (from formulas version 4, as of that moment, the
 * clock of the preventive figures; before, as of the period's end). RGMs computed before the grid was frozen
 * with them show today's grid for the RGM's year instead, and the note says so.
 */
export function RgmScheduleTab({ snapshot }: { snapshot: RgmSnapshot }) {
  const frozen = snapshot.cronograma;
  const ano = frozen?.ano ?? Number(snapshot.periodo.fim.slice(0, 4));
  const contract = snapshot.escopo.contrato;
  const query = { ano, contratoId: contract?.id };
  const scope = contract ? `do contrato ${contract.codigo}` : 'de toda a empresa';
  const openLive = (
    <Link to={withQuery('/cronograma', query)}>Ver a situação atual no cronograma</Link>
  );

  return (
    <>
      <p className="rgm-tabs__note" data-testid="rgm-cronograma-nota">
        {frozen ? (
          <>
            Cronograma de {ano} {scope}.{' '}
            {snapshot.versaoFormulas < 4 && frozen.hoje === snapshot.periodo.fim
              ? `Situação no fim do período, ${formatCalendarDate(frozen.hoje)}: execuções posteriores não aparecem.`
              : `Situação em ${formatCalendarDate(frozen.hoje)}, quando o RGM foi calculado${snapshot.versaoFormulas >= 4 ? ', no mesmo relógio da aba Preventivas: as execuções feitas até então contam' : ''}.`}{' '}
          </>
        ) : (
          <>
            Cronograma de {ano} {scope}, calculado agora a partir dos planos e das execuções
            registradas: este RGM foi calculado antes de o cronograma fazer parte do retrato
            congelado, e o que aparece aqui pode mudar.{' '}
          </>
        )}
        {openLive}
      </p>
      <div className="rgm-schedule" data-cronograma={frozen ? 'congelado' : 'atual'}>
        {frozen ? (
          <ScheduleGridView grid={frozen} showContract={!contract} emptyText={EMPTY_TEXT} />
        ) : (
          <ScheduleGridPanel query={query} emptyText={EMPTY_TEXT} />
        )}
      </div>
    </>
  );
}
