import type { RgmSnapshot } from '@campo/contracts';
import { rgmCausesChart, rgmCoverCharts } from './rgm-charts.print';

const snapshot = {
  causasRaiz: [{ causa: 'Filtro sujo', ocorrencias: 2 }],
  series: {
    semanas: [{ inicio: '2026-10-05', preventivas: 1, corretivas: 2, outras: 0 }],
    meses: [{ mes: '2026-10', chamados: 3, slaPercentual: 95.5, mttrHoras: 4.25 }],
    metas: { atendimentoHoras: 4, solucaoHoras: 24 },
  },
} as RgmSnapshot;

describe('RGM print charts', () => {
  it('puts the headline charts on the cover as SVG named by their summaries', () => {
    const cover = rgmCoverCharts(snapshot)!.value;
    expect(cover.match(/<svg role="img"/g)).toHaveLength(3);
    expect(cover).toContain('aria-label="Ordens abertas por semana do período: 1 preventivas');
    expect(cover).toContain('95,5 %');
    expect(cover).toContain('Meta de solução do contrato');
    expect(rgmCausesChart(snapshot)!.value).toContain('Filtro sujo');
  });

  it('prints no chart for an RGM computed before charts', () => {
    const old = { ...snapshot, series: undefined };
    expect(rgmCoverCharts(old)).toBeNull();
    expect(rgmCausesChart(old)).toBeNull();
  });
});
