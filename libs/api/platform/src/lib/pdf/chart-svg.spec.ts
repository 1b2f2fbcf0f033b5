import { rankedBars, stackedBars } from '@campo/charts';
import { chartFigure, chartSvg } from './chart-svg';

describe('chartSvg', () => {
  const causes = rankedBars({
    title: 'Causas raiz',
    summary: 'Causas <mais> frequentes',
    categoryTitle: 'Causa',
    valueTitle: 'Ocorrências',
    rows: [
      { label: '<script>alert(1)</script>', value: 1234.5 },
      { label: 'Filtro sujo', value: 3 },
    ],
    axis: { unit: 'kg', digits: 2 },
  });

  it('renders SVG without a DOM, named by its summary, with pt-BR numbers', () => {
    const svg = chartSvg(causes, 'half');
    expect(svg.startsWith('<svg role="img" aria-label="Causas &lt;mais&gt; frequentes"')).toBe(
      true,
    );
    expect(svg).toContain('1.234,5 kg');
    expect(svg).toContain('Filtro sujo');
  });

  it('escapes the labels it draws', () => {
    const svg = chartSvg(causes);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
  });

  it('prints the empty text instead of empty axes', () => {
    const empty = stackedBars({
      title: 'Ordens por semana',
      summary: 'Nada',
      categoryTitle: 'Semana',
      categories: ['01/03'],
      series: [{ name: 'Preventivas', values: [0] }],
      axis: {},
    });
    const figure = chartFigure(empty, { emptyText: 'Nenhuma ordem.' }).value;
    expect(figure).toContain('Nenhuma ordem.');
    expect(figure).not.toContain('<svg');
  });
});
