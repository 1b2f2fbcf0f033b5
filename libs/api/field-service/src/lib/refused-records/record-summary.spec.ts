import { describeFieldRecord, type LedgerRecordKind } from '@campo/contracts';

/** What the supervisor's queue says, in a company on São Paulo's clock. */
const inWords = (kind: LedgerRecordKind, body: Record<string, unknown>) =>
  describeFieldRecord(kind, body, 'America/Sao_Paulo');

describe('a refused record in words (the supervisor’s queue)', () => {
  it('says what the phone sent, from the body as sent', () => {
    expect(
      inWords('fluido', {
        tipoEvento: 'RECARGA',
        quantidadeKg: 0.8,
        tipoGas: 'R-410A',
        dataEvento: '2026-12-02',
      }),
    ).toBe('Recarga de 0,80 kg de R-410A em 02/12/2026');
    expect(
      inWords('checklist', {
        respostas: [
          { item: 'Filtros', conforme: true },
          { item: 'Dreno', conforme: false },
        ],
      }),
    ).toBe('2 resposta(s), 1 não conforme(s): Filtros, Dreno');
    expect(inWords('gas', { tipoGas: 'R-32', cargaGasKg: '1,5' })).toBe(
      'Gás R-32, carga de 1,50 kg',
    );
    expect(inWords('foto', { rotulo: 'DEPOIS', legenda: 'Serpentina limpa' })).toBe(
      'DEPOIS: Serpentina limpa',
    );
  });

  it('never fails on a body the server refused as malformed', () => {
    expect(inWords('checklist', { respostas: 'x' })).toBe('0 resposta(s): ');
    expect(inWords('fluido', {})).toBe('Evento');
    expect(inWords('material', {})).toBe('— material do catálogo');
    // A step's phone time in the company's zone, never as the ISO text it was sent in.
    expect(inWords('inicio', { em: '2026-12-02T07:35:49.736Z' })).toBe('Em 02/12/2026 04:35');
  });
});
