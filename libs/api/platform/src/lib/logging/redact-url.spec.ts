import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  const token = 'b3F4x_Zq9-kW2mN8pL0sT6vY1cR5hJ7dE4gA2uI9oQk';

  it('redacts the token segment of secret links, wherever it sits', () => {
    expect(redactUrl(`/q/${token}`)).toBe('/q/[redigido]');
    expect(redactUrl(`/api/qr/${token}?x=1`)).toBe('/api/qr/[redigido]?x=1');
    expect(redactUrl(`/api/fs/relatorios-publicos/${token}`)).toBe(
      '/api/fs/relatorios-publicos/[redigido]',
    );
    expect(redactUrl(`/api/fs/relatorios-publicos/${token}/pdf`)).toBe(
      '/api/fs/relatorios-publicos/[redigido]/pdf',
    );
  });

  it('redacts token query values and keeps the other parameters', () => {
    expect(redactUrl(`/api/admin/importacoes/por-dia?token=abc&dias=30`)).toBe(
      '/api/admin/importacoes/por-dia?token=[redigido]&dias=30',
    );
    expect(redactUrl(`/x?accessToken=${token}&ok`)).toBe('/x?accessToken=[redigido]&ok');
  });

  it('keeps record ids, route words and short segments', () => {
    const path =
      '/api/fs/ordens/0b8f4a52-6f0e-4b8a-9a52-1f2e3d4c5b6a/relatorio-de-atendimento-completo/pdf';
    expect(redactUrl(path)).toBe(path);
    expect(redactUrl('/api/fs/contratos/3/etiquetas-qr.pdf')).toBe(
      '/api/fs/contratos/3/etiquetas-qr.pdf',
    );
    expect(redactUrl('/api/ingestao-pub/manutencao_preventiva_historico')).toBe(
      '/api/ingestao-pub/manutencao_preventiva_historico',
    );
    expect(redactUrl('/api/ordens/%E0%A4%A')).toBe('/api/ordens/%E0%A4%A');
  });
});
