import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { CauseEntry } from '@campo/contracts';
import { createCompany, type SessionAgent, signIn } from '@campo/platform/testing';
import {
  createClient,
  createContract,
  createEquipment,
  createFieldServiceApp,
  createOrder,
} from './support';

const GAS = 'Vazamento de fluido refrigerante / falta de gás';

/**
 * The company's root-cause catalogue: seeded, edited by ADMIN and SUPERVISOR; orders closed
 * with an entry; texts from integrations matched to entries when read (longest whole-word
 * term, without case or accents), unknown ones as "Outra" with their text; the RGM counting
 * by entry.
 */
describe('cause catalogue', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => ({ app, db } = await createFieldServiceApp()));
  afterAll(() => app.close());

  async function company() {
    const { id } = await createCompany(db);
    const agents: Record<'ADMIN' | 'SUPERVISOR' | 'TECNICO', SessionAgent> = {
      ADMIN: (await signIn(app, db, { companyId: id, role: 'ADMIN' })).api,
      SUPERVISOR: (await signIn(app, db, { companyId: id, role: 'SUPERVISOR' })).api,
      TECNICO: (await signIn(app, db, { companyId: id, role: 'TECNICO' })).api,
    };
    const client = await createClient(db, id, { codigo: 'CLI-1', nome: 'Hospital' });
    const contractId = await createContract(db, id, { codigo: 'CT-1', clienteId: client });
    const equipmentId = await createEquipment(db, id, {
      codigo: 'EQ-1',
      contratoId: contractId,
      setor: 'UTI',
    });
    const catalogue = async (): Promise<CauseEntry[]> =>
      (await agents.SUPERVISOR.get('/api/fs/causas').expect(200)).body.dados;
    return { id, agents, contractId, equipmentId, catalogue };
  }

  it('starts with the common HVAC causes and "Outra" last; ADMIN and SUPERVISOR edit it, a TECNICO reads it', async () => {
    const { agents, catalogue } = await company();
    const entries = await catalogue();
    expect(entries.map((entry) => entry.nome)).toEqual(
      expect.arrayContaining([GAS, 'Filtro obstruído', 'Dreno entupido', 'Capacitor', 'Outra']),
    );
    expect(entries.at(-1)).toMatchObject({ nome: 'Outra', outra: true, ativo: true });
    expect(entries.find((entry) => entry.nome === GAS)?.sinonimos).toContain('Falta de gás');
    await agents.TECNICO.get('/api/fs/causas').expect(200);

    await agents.TECNICO.post('/api/fs/causas').send({ nome: 'Raio' }).expect(403);
    const created = await agents.ADMIN.post('/api/fs/causas')
      .send({ nome: 'Descarga atmosférica', sinonimos: [' Raio ', 'raio', '', 'Queda de raio'] })
      .expect(201);
    expect(created.body.dados).toMatchObject({
      nome: 'Descarga atmosférica',
      sinonimos: ['Raio', 'Queda de raio'],
      outra: false,
      ativo: true,
    });
    const again = await agents.SUPERVISOR.post('/api/fs/causas')
      .send({ nome: 'DESCARGA ATMOSFÉRICA ' })
      .expect(409);
    expect(again.body).toMatchObject({ sucesso: false, codigo: 'CAUSA_DUPLICADA' });

    const id = created.body.dados.id;
    const edited = await agents.SUPERVISOR.patch(`/api/fs/causas/${id}`)
      .send({ sinonimos: ['Raio'], ativo: false })
      .expect(200);
    expect(edited.body.dados).toMatchObject({ sinonimos: ['Raio'], ativo: false });
    expect((await catalogue()).some((entry) => entry.id === id)).toBe(false);
    const all = await agents.SUPERVISOR.get('/api/fs/causas?todas=true').expect(200);
    expect(all.body.dados.some((entry: CauseEntry) => entry.id === id)).toBe(true);

    const other = (await catalogue()).find((entry) => entry.outra) as CauseEntry;
    for (const change of [{ nome: 'Diversos' }, { ativo: false }]) {
      const refused = await agents.ADMIN.patch(`/api/fs/causas/${other.id}`)
        .send(change)
        .expect(400);
      expect(refused.body).toMatchObject({ sucesso: false, codigo: 'DADOS_INVALIDOS' });
    }
    await agents.ADMIN.patch(`/api/fs/causas/${other.id}`)
      .send({ sinonimos: ['Diversos'] })
      .expect(200);
  });

  it('answers bad input with 400 and an unknown entry with 404, never a 500', async () => {
    const { agents } = await company();
    for (const body of [
      {},
      { nome: 'x' },
      { nome: 42 },
      { nome: 'Válida', sinonimos: 'não é lista' },
      { nome: 'Válida', sinonimos: [3] },
      { nome: 'Válida', sinonimos: Array.from({ length: 51 }, (_, i) => `Termo ${i}`) },
    ]) {
      const response = await agents.ADMIN.post('/api/fs/causas').send(body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.body.sucesso).toBe(false);
    }
    await agents.ADMIN.patch('/api/fs/causas/nao-e-uuid').send({ nome: 'Outro nome' }).expect(404);
    await agents.ADMIN.patch('/api/fs/causas/00000000-0000-4000-8000-000000000000')
      .send({ nome: 'Outro nome' })
      .expect(404);
    await agents.ADMIN.get('/api/fs/causas?todas=talvez').expect(400);
    const first = (await agents.ADMIN.get('/api/fs/causas').expect(200)).body.dados[0];
    await agents.ADMIN.patch(`/api/fs/causas/${first.id}`).send({ ativo: 'sim' }).expect(400);
  });

  it('reads an integration’s text as the entry of its longest term, and an unknown text as "Outra" with the text kept', async () => {
    const { agents } = await company();
    const issued = await agents.ADMIN.post('/api/admin/tokens-ingestao')
      .send({ nome: 'ERP', entidades: ['ordem_servico'] })
      .expect(201);
    const cases: Array<[text: string, entry: string | null]> = [
      ['Filtro obstruído', 'Filtro obstruído'],
      ['  FILTRO   SUJO!! ', 'Filtro obstruído'],
      ['Falta de gas por vazamento na porca flange', GAS],
      ['Vazamento de água na bandeja', 'Dreno entupido'],
      ['Capacitor estufado (troca)', 'Capacitor'],
      ['Placar do jogo', 'Outra'],
      ['Raio caiu na antena', 'Outra'],
      ['', null],
    ];
    const linhas = cases.map(([text], index) => ({
      codigo: `ERP-${index}`,
      contrato: 'CT-1',
      tipo: 'Corretiva',
      abertura: '2026-10-05T08:00:00-03:00',
      ...(text ? { causaRaiz: text } : {}),
    }));
    const batch = await request(app.getHttpServer())
      .post('/api/ingestao-pub/ordem_servico')
      .set('Authorization', `Bearer ${issued.body.dados.token}`)
      .send({ linhas })
      .expect(200);
    expect(batch.body.dados).toMatchObject({ gravadas: cases.length, recusadas: 0 });
    for (const [index, [text, entry]] of cases.entries()) {
      const [{ id }] = await db.query(`SELECT id FROM ordem_servico WHERE codigo = $1`, [
        `ERP-${index}`,
      ]);
      const order = (await agents.SUPERVISOR.get(`/api/fs/ordens/${id}`).expect(200)).body.dados;
      expect({ text, causa: order.causa, causaRaiz: order.causaRaiz }).toEqual({
        text,
        causa: entry,
        causaRaiz: text ? text.trim() : null,
      });
    }
  });

  it('closes an order with an entry; "Outra" needs its text; an unknown entry is refused', async () => {
    const { agents, catalogue, equipmentId: equipamentoId } = await company();
    const entries = await catalogue();
    const capacitor = entries.find((entry) => entry.nome === 'Capacitor') as CauseEntry;
    const other = entries.find((entry) => entry.outra) as CauseEntry;
    const open = async () =>
      (
        await agents.SUPERVISOR.post('/api/fs/ordens')
          .send({ equipamentoId, tipo: 'CORRETIVA', descricao: 'Não gela' })
          .expect(201)
      ).body.dados.id as string;

    const first = await open();
    const closed = await agents.SUPERVISOR.post(`/api/fs/ordens/${first}/concluir`)
      .send({ causaId: capacitor.id })
      .expect(200);
    expect(closed.body.dados).toMatchObject({
      causaId: capacitor.id,
      causa: 'Capacitor',
      causaRaiz: 'Capacitor',
    });

    const second = await open();
    const bare = await agents.SUPERVISOR.post(`/api/fs/ordens/${second}/concluir`)
      .send({ causaId: other.id })
      .expect(400);
    expect(bare.body.detalhes.join(' ')).toContain('Outra');
    await agents.SUPERVISOR.post(`/api/fs/ordens/${second}/concluir`)
      .send({ causaId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
    await agents.SUPERVISOR.post(`/api/fs/ordens/${second}/concluir`)
      .send({ causaId: 'capacitor' })
      .expect(400);
    const typed = await agents.SUPERVISOR.post(`/api/fs/ordens/${second}/concluir`)
      .send({ causaId: other.id, causaRaiz: 'Filtro sujo, mas o cliente quebrou a grade' })
      .expect(200);
    // The chosen entry wins over what its words would match.
    expect(typed.body.dados).toMatchObject({
      causa: 'Outra',
      causaRaiz: 'Filtro sujo, mas o cliente quebrou a grade',
    });
  });

  it('the RGM counts two spellings of one catalogue cause together; a released snapshot keeps its figures', async () => {
    const { id, agents, contractId, equipmentId } = await company();
    const corrective = (codigo: string, causaRaiz: string) =>
      createOrder(db, id, {
        codigo,
        contratoId: contractId,
        equipamentoId: equipmentId,
        abertura: `2026-10-1${codigo.slice(-1)}T09:00:00-03:00`,
        inicio: `2026-10-1${codigo.slice(-1)}T10:00:00-03:00`,
        fim: `2026-10-1${codigo.slice(-1)}T11:00:00-03:00`,
        causaRaiz,
      });
    await corrective('OS-1', 'Falta de gás por vazamento na porca flange');
    await corrective('OS-2', 'Falta de gás');
    await corrective('OS-3', 'Filtro sujo');
    await corrective('OS-4', 'Antena de TV caída');
    const created = await agents.SUPERVISOR.post('/api/fs/rgm')
      .send({ contratoId: contractId, inicio: '2026-10-01', fim: '2026-10-31' })
      .expect(201);
    const expected = [
      { causa: GAS, ocorrencias: 2 },
      { causa: 'Filtro obstruído', ocorrencias: 1 },
      { causa: 'Outra: Antena de TV caída', ocorrencias: 1 },
    ];
    expect(created.body.dados.snapshot.causasRaiz).toEqual(expected);

    const rgmId = created.body.dados.id;
    await agents.SUPERVISOR.post(`/api/fs/rgm/${rgmId}/liberar`).expect(200);
    const other = (
      (await agents.ADMIN.get('/api/fs/causas').expect(200)).body.dados as CauseEntry[]
    ).find((entry) => entry.nome === 'Filtro obstruído') as CauseEntry;
    await agents.ADMIN.patch(`/api/fs/causas/${other.id}`)
      .send({ sinonimos: [...other.sinonimos, 'Antena de TV'] })
      .expect(200);
    const frozen = await agents.SUPERVISOR.get(`/api/fs/rgm/${rgmId}`).expect(200);
    expect(frozen.body.dados.snapshot.causasRaiz).toEqual(expected);
  });
});
