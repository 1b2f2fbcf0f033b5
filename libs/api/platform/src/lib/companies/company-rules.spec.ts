import {
  formatCnpj,
  formatCnpjOrCpf,
  formatCpf,
  normalizeCnpj,
  normalizeCpf,
} from '@campo/contracts';
import { isTimeZone } from './company-rules';

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

  it('checks a CPF the same way', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725');
    expect(normalizeCpf('529.982.247-24')).toBeNull();
    expect(normalizeCpf('11111111111')).toBeNull();
  });

  it('prints 14 digits as a CNPJ, 11 as a CPF and anything else as it came', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCnpjOrCpf('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpjOrCpf('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(formatCnpjOrCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCnpjOrCpf('EIN 12-3456789')).toBe('EIN 12-3456789');
  });

  it('knows IANA time zones and refuses made-up ones', () => {
    expect(isTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isTimeZone('America/Manaus')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Campinas')).toBe(false);
    expect(isTimeZone('-03:00')).toBe(false);
  });
});
