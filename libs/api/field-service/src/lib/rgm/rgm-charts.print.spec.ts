import { RANKED_LABEL_WIDTH, rgmCharts } from '@campo/charts';
import type { RgmSnapshot } from '@campo/contracts';
import { rgmCausesChart, rgmCoverCharts, rgmPrintCharts } from './rgm-charts.print';

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

  it('draws both printed charts at once, as each alone would (the PDF service keeps them)', () => {
    // ECharts numbers its renderer's ids and class names (zr8-p0, zr8-cls-32) per instance.
    const drawing = (svg: string) => svg.replace(/zr\d+-(?:cls-)?[a-z]*\d+/g, 'zr');
    const charts = rgmPrintCharts(snapshot);
    expect(drawing(charts.cover!.value)).toBe(drawing(rgmCoverCharts(snapshot)!.value));
    expect(drawing(charts.causes!.value)).toBe(drawing(rgmCausesChart(snapshot)!.value));
    expect(rgmPrintCharts({ ...snapshot, series: undefined })).toEqual({
      cover: null,
      causes: null,
    });
  });

  it('prints no chart for an RGM computed before charts', () => {
    const old = { ...snapshot, series: undefined };
    expect(rgmCoverCharts(old)).toBeNull();
    expect(rgmCausesChart(old)).toBeNull();
  });

  describe('root-cause labels', () => {
    const long = 'Vazamento de fluido na linha de sucção do condensador';
    const causes = {
      ...snapshot,
      causasRaiz: [
        { causa: 'Capacitor queimado', ocorrencias: 3 },
        { causa: long, ocorrencias: 1 },
      ],
    } as RgmSnapshot;

    it('wraps a long label within a fixed width instead of cutting it', () => {
      const yAxis = rgmCharts(causes)!.rootCauses.option.yAxis as {
        axisLabel: { width: number; overflow: string };
      };
      expect(yAxis.axisLabel).toMatchObject({ width: RANKED_LABEL_WIDTH, overflow: 'break' });
      const svg = rgmCausesChart(causes)!.value;
      const lines = labelTexts(svg).filter(
        (text) => text.trim().length > 2 && long.includes(text.trim()),
      );
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.join('').replace(/\s+/g, ' ').trim()).toBe(long);
      expect(svg).not.toContain('...');
    });

    it('prints every label whole, in the PDF font, inside well-formed attributes', () => {
      const svg = rgmCausesChart(causes)!.value;
      expect(labelTexts(svg)).toContain('Capacitor queimado');
      // A `"` inside style="…" ended the attribute and dropped the font: the label printed
      // in a wider fallback font than it was measured in, and lost its first letter.
      for (const tag of svg.match(/<text[^>]*>/g)!) {
        expect(tag).toMatch(/^<text(\s+[a-z:-]+="[^"]*")*\s*>$/);
        expect(tag).toContain("font-family:'Liberation Sans', Arial, Helvetica, sans-serif");
      }
      // Right-aligned labels end where the axis starts: no label starts left of the picture.
      for (const match of svg.matchAll(/text-anchor="end"[^>]*translate\(([\d.]+) /g))
        expect(Number(match[1])).toBeGreaterThanOrEqual(RANKED_LABEL_WIDTH);
    });
  });
});

/** The text of each `<text>` element of an SVG. */
function labelTexts(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
}
