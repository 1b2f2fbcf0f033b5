import { isTimeZone, normalizeCnpj } from './company-rules';

describe('company rules', () => {
  it('accepts a CNPJ with right check digits, formatted or not', () => {
    expect(normalizeCnpj('11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizeCnpj('11222333000181')).toBe('11222333000181');
  });

  it('refuses wrong check digits, wrong lengths and repeated digits', () => {
    expect(normalizeCnpj('11.222.333/0001-82')).toBeNull();
    expect(normalizeCnpj('1122233300018')).toBeNull();
    expect(normalizeCnpj('00000000000000')).toBeNull();
  });

  it('knows IANA time zones and refuses made-up ones', () => {
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('America/Manaus')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Campinas')).toBe(false);
    expect(isTimeZone('-03:00')).toBe(false);
  });
});
