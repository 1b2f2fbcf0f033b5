import type { IndoorAirReference } from '@campo/contracts';
import { analysisResult, judgeIndoorAir, limitText } from './indoor-air-judge';

const reference = (
  codigo: string,
  grandeza: IndoorAirReference['grandeza'],
  comparacao: IndoorAirReference['comparacao'],
  minimo: number | null,
  maximo: number,
): IndoorAirReference => ({
  codigo,
  grandeza,
  comparacao,
  minimo,
  maximo,
  nome: codigo,
  unidade: 'u',
  aplicacao: '',
  fonte: 'NBR 17037',
});

const TEMPERATURE = reference('TEMPERATURA', 'TEMPERATURA', 'FAIXA', 21, 26);
const CO2 = reference('CO2', 'CO2', 'DIFERENCA_MAXIMA', null, 700);
const PM25 = reference('PM2_5', 'PM2_5', 'MAXIMO', null, 25);
const FUNGI_RATIO = reference('FUNGOS_IE', 'FUNGOS', 'RAZAO_MAXIMA', null, 1.5);
const FUNGI_COUNT = reference('FUNGOS', 'FUNGOS', 'MAXIMO', null, 750);

const situation = (
  references: IndoorAirReference[],
  values: Parameters<typeof judgeIndoorAir>[1],
) => judgeIndoorAir(references, values).map((judgement) => judgement.situacao);

describe('judgeIndoorAir', () => {
  it('passes a value inside a range, limits included, and fails one outside', () => {
    expect(
      situation([TEMPERATURE], [{ grandeza: 'TEMPERATURA', interno: 21, externo: null }]),
    ).toEqual(['CONFORME']);
    expect(
      situation([TEMPERATURE], [{ grandeza: 'TEMPERATURA', interno: 26, externo: null }]),
    ).toEqual(['CONFORME']);
    expect(
      situation([TEMPERATURE], [{ grandeza: 'TEMPERATURA', interno: 26.4, externo: 30 }]),
    ).toEqual(['NAO_CONFORME']);
    expect(
      situation([TEMPERATURE], [{ grandeza: 'TEMPERATURA', interno: 20.9, externo: null }]),
    ).toEqual(['NAO_CONFORME']);
  });

  it('judges CO₂ by its excess over the outdoor air, and needs the outdoor value', () => {
    const [pass] = judgeIndoorAir([CO2], [{ grandeza: 'CO2', interno: 1100, externo: 420 }]);
    expect(pass).toMatchObject({ apurado: 680, situacao: 'CONFORME' });
    const [fail] = judgeIndoorAir([CO2], [{ grandeza: 'CO2', interno: 1150, externo: 420 }]);
    expect(fail).toMatchObject({ apurado: 730, situacao: 'NAO_CONFORME' });
    expect(situation([CO2], [{ grandeza: 'CO2', interno: 900, externo: null }])).toEqual([
      'SEM_EXTERIOR',
    ]);
  });

  it('judges fungi by the indoor/outdoor ratio and by the count, from one measured quantity', () => {
    const judged = judgeIndoorAir(
      [FUNGI_RATIO, FUNGI_COUNT],
      [{ grandeza: 'FUNGOS', interno: 480, externo: 300 }],
    );
    expect(
      judged.map((judgement) => [judgement.codigo, judgement.apurado, judgement.situacao]),
    ).toEqual([
      ['FUNGOS_IE', 1.6, 'NAO_CONFORME'],
      ['FUNGOS', 480, 'CONFORME'],
    ]);
    expect(situation([FUNGI_RATIO], [{ grandeza: 'FUNGOS', interno: 0, externo: 0 }])).toEqual([
      'CONFORME',
    ]);
    expect(situation([FUNGI_RATIO], [{ grandeza: 'FUNGOS', interno: 5, externo: 0 }])).toEqual([
      'NAO_CONFORME',
    ]);
  });

  it('marks a quantity the lab did not measure as not measured, which does not fail the analysis', () => {
    const judged = judgeIndoorAir(
      [PM25, TEMPERATURE],
      [{ grandeza: 'TEMPERATURA', interno: 23, externo: null }],
    );
    expect(judged.map((judgement) => judgement.situacao)).toEqual(['NAO_MEDIDO', 'CONFORME']);
    expect(analysisResult(judged)).toBe('CONFORME');
    const failing = judgeIndoorAir([PM25], [{ grandeza: 'PM2_5', interno: 31, externo: null }]);
    expect(analysisResult(failing)).toBe('NAO_CONFORME');
  });

  it('words each limit as the PMOC prints it', () => {
    expect([TEMPERATURE, CO2, PM25, FUNGI_RATIO].map(limitText)).toEqual([
      '21 a 26',
      '≤ 700 acima do exterior',
      '≤ 25',
      'I/E ≤ 1,5',
    ]);
  });
});
