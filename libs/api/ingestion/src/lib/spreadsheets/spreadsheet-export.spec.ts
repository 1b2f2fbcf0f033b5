import { escapeCell, refusedRowsCsv } from './spreadsheet-export';

describe('refused rows export', () => {
  it('escapes cells that a spreadsheet would run as formulas', () => {
    for (const dangerous of ['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(escapeCell(dangerous)).toBe(`'${dangerous}`);
    }
    expect(escapeCell('INC-1')).toBe('INC-1');
    expect(escapeCell(12)).toBe('12');
    expect(escapeCell(null)).toBe('');
  });

  it('writes position, reasons and the row as sent, escaped', () => {
    const csv = refusedRowsCsv(
      [
        {
          linha: 3,
          status: 'ERRO',
          erros: ['tipo: inválido'],
          aviso: null,
          dados: { tipo: 'X', codigo: '=cmd|calc' },
        },
      ],
      ['codigo', 'tipo'],
    ).toString('utf8');
    expect(csv).toBe("\uFEFFLinha;Erros;codigo;tipo\n3;tipo: inválido;'=cmd|calc;X\n");
  });
});
