import { formatSiteAddress } from './site-address';

describe('formatSiteAddress', () => {
  it('prints street, number, complement, district, city/UF and CEP on one line', () => {
    expect(
      formatSiteAddress({
        logradouro: 'Rua Vergueiro',
        numero: '1421',
        complemento: 'Bloco A',
        bairro: 'Paraíso',
        cidade: 'São Paulo',
        uf: 'SP',
        cep: '04101-300',
      }),
    ).toBe('Rua Vergueiro, 1421, Bloco A — Paraíso — São Paulo/SP — CEP 04101-300');
  });

  it('leaves out what is not known, and is empty when nothing is', () => {
    const none = { logradouro: null, numero: null, complemento: null, bairro: null, cep: null };
    expect(formatSiteAddress({ ...none, cidade: 'São Paulo', uf: 'SP' })).toBe('São Paulo/SP');
    expect(formatSiteAddress({ ...none, cidade: null, uf: null })).toBe('');
  });
});
