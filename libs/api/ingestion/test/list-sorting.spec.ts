import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import { createIngestionApp, createTenant, post } from './support';

/** The lists of the admin app sort on the server, so that a sorted list pages in that order. */
describe('sorting the import history and the read API', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let tenant: Awaited<ReturnType<typeof createTenant>>;

  beforeAll(async () => {
    ({ app, db } = await createIngestionApp());
    tenant = await createTenant(app, db, 'Empresa de listas');
  });
  afterAll(() => app.close());

  it('sorts the history by a column either way, newest first by default, and refuses other columns', async () => {
    const token = await tenant.issueToken({ entidades: ['ativo_informacao'] });
    // Three batches of 1, 3 and 2 rows, sent in that order.
    for (const size of [1, 3, 2]) {
      const rows = Array.from({ length: size }, (_, i) => ({
        codigo: `H-${size}-${i}`,
        nome: 'x',
      }));
      await post(app, token.token, 'ativo_informacao', rows).expect(200);
    }
    const sizes = async (query: string) => {
      const response = await tenant
        .adminApi()
        .get(`/api/admin/importacoes?entidade=ativo_informacao${query}`)
        .expect(200);
      return response.body.dados.itens.map((batch: { totalLinhas: number }) => batch.totalLinhas);
    };

    expect(await sizes('')).toEqual([2, 3, 1]);
    expect(await sizes('&ordenar=criadoEm')).toEqual([1, 3, 2]);
    expect(await sizes('&ordenar=totalLinhas')).toEqual([1, 2, 3]);
    expect(await sizes('&ordenar=-totalLinhas')).toEqual([3, 2, 1]);
    // The order holds across pages.
    expect(await sizes('&ordenar=-totalLinhas&porPagina=2&pagina=2')).toEqual([1]);

    const refused = await tenant.adminApi().get('/api/admin/importacoes?ordenar=ip').expect(400);
    expect(refused.body).toMatchObject({ sucesso: false, codigo: 'DADOS_INVALIDOS' });
    expect(refused.body.erro).toContain('ordenar');
  });

  it('sorts stored records by a field either way, empty values last, and refuses what is not a field', async () => {
    const token = await tenant.issueToken({ entidades: ['ativo_informacao'] });
    await post(app, token.token, 'ativo_informacao', [
      { codigo: 'R-1', nome: 'Bravo', localizacao: 'Sala 2' },
      { codigo: 'R-2', nome: 'Alfa' },
      { codigo: 'R-3', nome: 'Charlie', localizacao: 'Sala 1' },
    ]).expect(200);
    const list = async (sort: string) => {
      const response = await tenant
        .adminApi()
        .get(`/api/dados/ativo_informacao?ordenar=${sort}`)
        .expect(200);
      return response.body.dados.itens
        .map((record: { codigo: string }) => record.codigo)
        .filter((code: string) => code.startsWith('R-'));
    };

    expect(await list('nome')).toEqual(['R-2', 'R-1', 'R-3']);
    expect(await list('-nome')).toEqual(['R-3', 'R-1', 'R-2']);
    expect(await list('localizacao')).toEqual(['R-3', 'R-1', 'R-2']);
    expect(await list('-localizacao')).toEqual(['R-1', 'R-3', 'R-2']);
    expect(await list('-criadoEm')).toHaveLength(3);

    const refused = await tenant
      .adminApi()
      .get('/api/dados/ativo_informacao?ordenar=senha')
      .expect(400);
    expect(refused.body.erro).toContain('ordenar: "senha" não é um campo de ativo_informacao');
  });
});
