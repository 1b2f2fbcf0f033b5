import {
  parseCep,
  parseCnpj,
  parseDate,
  parseDateTime,
  parseMonth,
  parseNumber,
  parseYesNo,
  Refusal,
} from './value-parsers';

const refused = (value: unknown) => expect(value).toBeInstanceOf(Refusal);

describe('value parsers', () => {
  it('reads dates as DD/MM/YYYY (with or without time) or ISO, refusing impossible ones', () => {
    expect(parseDate('05/03/2026')).toBe('2026-03-05');
    expect(parseDate('5/3/2026 10:30')).toBe('2026-03-05');
    expect(parseDate('2026-03-05')).toBe('2026-03-05');
    expect(parseDate('2026-03-05T10:00:00Z')).toBe('2026-03-05');
    expect(parseDate('29/02/2028')).toBe('2028-02-29');
    refused(parseDate('31/02/2026'));
    refused(parseDate('29/02/2026'));
    refused(parseDate('2026-13-01'));
    refused(parseDate('ontem'));
  });

  it('reads local date-times in the company time zone and ISO instants as given', () => {
    expect(parseDateTime('21/11/2026 14:30', 'America/Sao_Paulo')).toBe('2026-11-21T17:30:00.000Z');
    expect(parseDateTime('21/11/2026 14:30:15', 'America/Manaus')).toBe('2026-11-21T18:30:15.000Z');
    expect(parseDateTime('21/11/2026', 'America/Sao_Paulo')).toBe('2026-11-21T03:00:00.000Z');
    expect(parseDateTime('2026-11-21T14:30:00-03:00', 'UTC')).toBe('2026-11-21T17:30:00.000Z');
    expect(parseDateTime('2026-11-21T14:30:00Z', 'America/Sao_Paulo')).toBe(
      '2026-11-21T14:30:00.000Z',
    );
    expect(parseDateTime('2026-11-21T14:30', 'America/Sao_Paulo')).toBe('2026-11-21T17:30:00.000Z');
    refused(parseDateTime('21/11/2026 25:00', 'America/Sao_Paulo'));
    refused(parseDateTime('31/04/2026 10:00', 'America/Sao_Paulo'));
  });

  it('reads months as MM/YYYY or YYYY-MM', () => {
    expect(parseMonth('10/2026')).toBe('2026-10-01');
    expect(parseMonth('3/2026')).toBe('2026-03-01');
    expect(parseMonth('2026-10')).toBe('2026-10-01');
    refused(parseMonth('13/2026'));
    refused(parseMonth('10/26'));
  });

  it('reads yes/no in every accepted spelling', () => {
    for (const yes of ['Sim', 'SIM', 's', 'true', '1', true, 1]) expect(parseYesNo(yes)).toBe(true);
    for (const no of ['Não', 'nao', 'NÃO', 'N', 'false', '0', false, 0])
      expect(parseYesNo(no)).toBe(false);
    refused(parseYesNo('talvez'));
  });

  it('reads numbers with the Brazilian decimal comma and thousands dots', () => {
    expect(parseNumber(12.5)).toBe(12.5);
    expect(parseNumber('1.234,5')).toBe(1234.5);
    expect(parseNumber('1234,56')).toBe(1234.56);
    expect(parseNumber('1234.5')).toBe(1234.5);
    expect(parseNumber('1.234.567')).toBe(1234567);
    expect(parseNumber(' -3 ')).toBe(-3);
    refused(parseNumber('12,3,4'));
    refused(parseNumber('abc'));
    refused(parseNumber({}));
  });

  it('verifies CNPJ check digits', () => {
    expect(parseCnpj('11.222.333/0001-81')).toBe('11222333000181');
    refused(parseCnpj('11.222.333/0001-82'));
    refused(parseCnpj('11111111111111'));
    refused(parseCnpj('123'));
  });

  it('reads a CEP with or without its hyphen and stores it as 00000-000', () => {
    expect(parseCep('01310-100')).toBe('01310-100');
    expect(parseCep('01310100')).toBe('01310-100');
    expect(parseCep('01.310-100')).toBe('01310-100');
    refused(parseCep('1310-100'));
    refused(parseCep('01310-1000'));
    refused(parseCep('CEP 01310-100'));
  });
});
