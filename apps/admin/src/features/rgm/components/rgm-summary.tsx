import { formatNumber, plural } from '../../../lib/format';
import type { RgmFigures } from '../api/rgm.types';
import { formatHours, formatKm, formatPercent } from '../rgm-format';

/** The scope's headline figures, one card each. */
export function RgmSummary({ figures }: { figures: RgmFigures }) {
  const cards = [
    {
      key: 'chamados',
      label: 'Chamados',
      value: formatNumber(figures.chamados),
      sub: 'ordens abertas no período',
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
      label: '% SLA',
      value: formatPercent(figures.slaPercentual),
      sub:
        figures.ordensComMeta > 0
          ? `${formatNumber(figures.ordensNoPrazo)} de ${plural(figures.ordensComMeta, 'ordem com meta', 'ordens com meta')}`
          : 'nenhuma ordem com meta de SLA',
    },
    { key: 'km', label: 'Km', value: formatKm(figures.km), sub: 'rodados pelos técnicos' },
  ];

  return (
    <div className="stats stats--six" role="list" aria-label="Resumo do período">
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
