import { formatNumber, plural } from '../../../lib/format';
import type { RgmSnapshot } from '../api/rgm.types';
import { formatHours, formatKm, formatPercent } from '../rgm-format';

/**
 * The scope's headline figures, one card each. From formulas version 3 "Chamados" are the
 * calls only, the SLA is the calls', and orders and the punctuality of scheduled orders
 * have cards of their own; a snapshot of an earlier version shows as it was computed.
 */
export function RgmSummary({ snapshot }: { snapshot: RgmSnapshot }) {
  const figures = snapshot.resumo;
  const v3 = snapshot.versaoFormulas >= 3;
  const tolerance = snapshot.parametros.toleranciaPontualidadeMinutos;
  const cards = [
    ...(v3
      ? [
          {
            key: 'ordens',
            label: 'Ordens',
            value: formatNumber(figures.ordens ?? 0),
            sub: 'todas as abertas no período',
          },
        ]
      : []),
    {
      key: 'chamados',
      label: 'Chamados',
      value: formatNumber(figures.chamados),
      sub: v3 ? 'abertos sob demanda no período' : 'ordens abertas no período',
    },
    {
      key: 'corretivos',
      label: 'Corretivos',
      value: formatNumber(figures.corretivos),
      sub: 'chamados do tipo corretiva',
    },
    {
      key: 'mttr',
      label: 'MTTR',
      value: formatHours(figures.mttrHoras),
      sub: 'início → fim do atendimento',
    },
    {
      key: 'restabelecimento',
      label: 'Tempo de restabelecimento',
      value: formatHours(figures.restabelecimentoHoras),
      sub: 'abertura → fim do atendimento',
    },
    {
      key: 'sla',
      label: v3 ? '% SLA dos chamados' : '% SLA',
      value: formatPercent(figures.slaPercentual),
      sub: v3
        ? figures.ordensComMeta > 0
          ? `${formatNumber(figures.ordensNoPrazo)} de ${plural(figures.ordensComMeta, 'chamado com meta', 'chamados com meta')}`
          : 'nenhum chamado com meta de SLA'
        : figures.ordensComMeta > 0
          ? `${formatNumber(figures.ordensNoPrazo)} de ${plural(figures.ordensComMeta, 'ordem com meta', 'ordens com meta')}`
          : 'nenhuma ordem com meta de SLA',
    },
    ...(v3
      ? [
          {
            key: 'pontualidade',
            label: '% Pontualidade',
            value: formatPercent(figures.pontualidadePercentual ?? null),
            sub:
              (figures.agendadas ?? 0) > 0
                ? `${formatNumber(figures.agendadasNoHorario ?? 0)} de ${plural(figures.agendadas ?? 0, 'agendada', 'agendadas')} no horário` +
                  (tolerance === undefined ? '' : ` (tolerância ${formatNumber(tolerance)} min)`)
                : 'nenhuma ordem agendada no período',
          },
        ]
      : []),
    { key: 'km', label: 'Km', value: formatKm(figures.km), sub: 'rodados pelos técnicos' },
  ];

  return (
    <div
      className={`stats ${v3 ? 'stats--eight' : 'stats--six'}`}
      role="list"
      aria-label="Resumo do período"
    >
      {cards.map((card) => (
        <div key={card.key} className="stat" role="listitem" data-figure={card.key}>
          <span className="stat__label">{card.label}</span>
          <span className="stat__value">{card.value}</span>
          <span className="stat__sub">{card.sub}</span>
        </div>
      ))}
    </div>
  );
}
