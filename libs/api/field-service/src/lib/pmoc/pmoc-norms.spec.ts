import { citeNormYears } from './pmoc-norms';

describe('citeNormYears', () => {
  it('adds the year to a standard cited without it', () => {
    expect(citeNormYears('conforme a ABNT NBR 13971 e a NBR 14679.')).toBe(
      'conforme a ABNT NBR 13971:2014 e a NBR 14679:2012.',
    );
    expect(citeNormYears('ABNT NBR 16401-3 (qualidade do ar)')).toBe(
      'ABNT NBR 16401-3:2008 (qualidade do ar)',
    );
  });

  it('keeps a year already cited and a standard it does not know', () => {
    expect(citeNormYears('ABNT NBR 7256:2021; NBR 17037:2023')).toBe(
      'ABNT NBR 7256:2021; NBR 17037:2023',
    );
    expect(citeNormYears('ABNT NBR 5410')).toBe('ABNT NBR 5410');
  });
});
