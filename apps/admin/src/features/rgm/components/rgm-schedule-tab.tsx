import { Link } from 'react-router';
import { withQuery } from '../../../lib/query-string';
import { ScheduleGridPanel } from '../../schedule/components/schedule-grid-panel';
import type { RgmSnapshot } from '../api/rgm.types';

/**
 * The annual grid of the RGM's contract (or the company) for the RGM's year.
 * It is computed when the tab opens, from today's plans and executions: the
 * frozen snapshot does not hold it, and the note says so.
 */
export function RgmScheduleTab({ snapshot }: { snapshot: RgmSnapshot }) {
  const ano = Number(snapshot.periodo.inicio.slice(0, 4));
  const contract = snapshot.escopo.contrato;
  const query = { ano, contratoId: contract?.id };

  return (
    <>
      <p className="rgm-tabs__note" data-testid="rgm-cronograma-nota">
        Cronograma de {ano} {contract ? `do contrato ${contract.codigo}` : 'de toda a empresa'},
        calculado agora a partir dos planos e das execuções registradas: não faz parte do retrato
        congelado deste RGM e pode mudar depois da liberação.{' '}
        <Link to={withQuery('/cronograma', query)}>Abrir no cronograma</Link>
      </p>
      <div className="rgm-schedule">
        <ScheduleGridPanel
          query={query}
          emptyText="O contrato não tem equipamentos cadastrados; eles aparecem aqui quando chegam pela integração ou por planilha."
        />
      </div>
    </>
  );
}
