import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { FluidEventView } from '@campo/contracts';
import { createCompany, type SessionAgent, signIn } from '@campo/platform/testing';
import { fluidFactories } from './fluid-support';
import { createFieldServiceApp } from './support';

/**
 * Checks at capture (issue 31). AC-002 (R-410A, 3,1 kg) has order OS-1, opened 10/03/2026 and
 * finished 12/03/2026, allocated to the technician; AC-003 has no gas registered; AC-004 is R-22.
 */
describe('refrigerant capture checks: refused, flagged, reviewed', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const ids: Record<string, string> = {};
  const agents: Record<string, SessionAgent> = {};

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    const company = await createCompany(db);
    ids.company = company.id;
    for (const role of ['SUPERVISOR', 'TECNICO', 'ADMIN'] as const) {
      const { user, api } = await signIn(app, db, { companyId: company.id, role });
      ids[role] = user.id;
      agents[role] = api;
    }
    const make = fluidFactories(db, company.id);
    const contract = await make.clientWithContract('HOSP', 'Hospital Central');
    ids.ac2 = await make.equipment(contract, {
      codigo: 'AC-002',
      setor: 'Central de esterilização',
      gas: 'R-410A',
      cargaKg: 3.1,
    });
    ids.ac3 = await make.equipment(contract, {
      codigo: 'AC-003',
      setor: 'Recepção',
      gas: null,
      cargaKg: null,
    });
    ids.ac4 = await make.equipment(contract, {
      codigo: 'AC-004',
      setor: 'Recepção',
      gas: 'R-22',
      cargaKg: 2,
    });
    ids.os1 = await make.order(contract, ids.ac2, {
      codigo: 'OS-1',
      opened: '2026-03-10T12:00:00Z',
      finished: '2026-03-12T18:00:00Z',
    });
    ids.os3 = await make.order(contract, ids.ac3, {
      codigo: 'OS-3',
      opened: '2026-03-10T12:00:00Z',
    });
    ids.ac5 = await make.equipment(contract, {
      codigo: 'AC-005',
      setor: 'UTI',
      gas: 'R-32',
      cargaKg: 1,
    });
    ids.os5 = await make.order(contract, ids.ac5, {
      codigo: 'OS-5',
      opened: '2026-05-04T12:00:00Z',
      finished: '2026-05-04T18:00:00Z',
    });
    await make.allocate(ids.os1, ids.TECNICO);
    await make.allocate(ids.os5, ids.TECNICO);
    await make.allocate(ids.os3, ids.TECNICO);
  });
  afterAll(() => app.close());

  const capture = (order: string, body: object) =>
    agents.TECNICO.post(`/api/fs/app/os/${order}/fluido`).send({ id: randomUUID(), ...body });
  const manual = (body: object) =>
    agents.SUPERVISOR.post('/api/fs/fluidos').send({ id: randomUUID(), ...body });
  const count = async (sql: string, params: unknown[]) =>
    Number((await db.query(sql, params))[0].n);

  it('refuses a gas other than the unit’s, and any gas on a unit whose gas is unknown, storing nothing', async () => {
    const mismatch = await capture(ids.os1, {
      tipoGas: 'R-32',
      tipoEvento: 'RECARGA',
      quantidadeKg: 0.5,
      dataEvento: '2026-03-11',
    }).expect(422);
    expect(mismatch.body).toEqual({
      sucesso: false,
      codigo: 'GAS_DIFERENTE_DO_EQUIPAMENTO',
      erro:
        'O equipamento AC-002 usa R-410A em 11/03/2026; o evento informa R-32. ' +
        'Se o equipamento foi convertido (retrofit), registre antes a troca de gás do equipamento.',
    });
    const unknown = await capture(ids.os3, {
      tipoGas: 'R-410A',
      tipoEvento: 'RECARGA',
      quantidadeKg: 0.5,
      dataEvento: '2026-03-11',
    }).expect(422);
    expect(unknown.body.codigo).toBe('GAS_DO_EQUIPAMENTO_DESCONHECIDO');
    expect(unknown.body.erro).toContain('AC-003 não tem o gás cadastrado');
    // The admin's form meets the same rule.
    const byHand = await manual({
      equipamentoId: ids.ac4,
      tipoGas: 'R-410A',
      tipoEvento: 'VAZAMENTO',
      quantidadeKg: 0.2,
      dataEvento: '2026-03-11',
    }).expect(422);
    expect(byHand.body.codigo).toBe('GAS_DIFERENTE_DO_EQUIPAMENTO');
    expect(
      await count(`SELECT count(*) AS n FROM fluido_evento WHERE equipamento_id = ANY($1)`, [
        [ids.ac3, ids.ac4],
      ]),
    ).toBe(0);
  });

  it('takes the new gas after a recorded retrofit, from its day on, and the old one before it', async () => {
    const refused = await agents.TECNICO.post(
      `/api/fs/fluidos/equipamentos/${ids.ac4}/troca-de-gas`,
    )
      .send({ tipoGas: 'R-407C', data: '2026-04-01', motivo: 'Retrofit' })
      .expect(403);
    expect(refused.body.sucesso).toBe(false);
    await agents.SUPERVISOR.post(`/api/fs/fluidos/equipamentos/${ids.ac4}/troca-de-gas`)
      .send({ tipoGas: 'R-22', data: '2026-04-01', motivo: 'Mesmo gás' })
      .expect(400);
    const changes = (
      await agents.SUPERVISOR.post(`/api/fs/fluidos/equipamentos/${ids.ac4}/troca-de-gas`)
        .send({ tipoGas: 'r407c', cargaGasKg: 1.8, data: '01/04/2026', motivo: 'Retrofit do R-22' })
        .expect(201)
    ).body.dados;
    expect(changes).toEqual([
      expect.objectContaining({
        gasAnterior: 'R-22',
        gasNovo: 'R-407C',
        cargaAnterior: 2,
        cargaNova: 1.8,
        data: '2026-04-01',
        origem: 'TROCA',
        motivo: 'Retrofit do R-22',
        usuario: expect.any(String),
      }),
    ]);
    const event = (gas: string, day: string) =>
      manual({
        equipamentoId: ids.ac4,
        tipoGas: gas,
        tipoEvento: 'RETIRADA',
        quantidadeKg: 1.5,
        dataEvento: day,
        destino: 'REGENERACAO',
        cilindro: 'CIL-22',
      });
    await event('R-22', '2026-03-20').expect(201);
    await event('R-22', '2026-04-01').expect(201); // the old charge comes out on the retrofit's day
    expect((await event('R-22', '2026-04-02').expect(422)).body.codigo).toBe(
      'GAS_DIFERENTE_DO_EQUIPAMENTO',
    );
    expect((await event('R-407C', '2026-03-20').expect(422)).body.erro).toContain(
      'usa R-22 em 20/03/2026',
    );
    await event('R-407C', '2026-04-02').expect(201);
    // Audited in the company's trail, and a register update by other means is recorded too.
    expect(
      await count(
        `SELECT count(*) AS n FROM audit_events WHERE empresa_id = $1 AND action = 'GAS_DO_EQUIPAMENTO_ALTERADO' AND target_id = $2`,
        [ids.company, ids.ac4],
      ),
    ).toBe(1);
    await db.query(`UPDATE equipamento SET tipo_gas = 'R-410A' WHERE id = $1`, [ids.ac3]);
    const filled = (
      await agents.TECNICO.get(`/api/fs/fluidos/equipamentos/${ids.ac3}/trocas-de-gas`).expect(200)
    ).body.dados;
    expect(filled).toEqual([
      expect.objectContaining({ gasAnterior: null, gasNovo: 'R-410A', origem: 'CADASTRO' }),
    ]);
    // Filling in an unknown gas is not a retrofit: earlier days take it too.
    await capture(ids.os3, {
      tipoGas: 'R-410A',
      tipoEvento: 'RECARGA',
      quantidadeKg: 0.3,
      dataEvento: '2026-03-11',
    }).expect(201);
  });

  it('stores the issue’s four identical recharges, each flagged with its reasons, and lists them for review', async () => {
    const recharge = {
      tipoGas: 'R-410A',
      tipoEvento: 'RECARGA',
      quantidadeKg: '1,25',
      dataEvento: '15/01/2026',
    };
    const stored: FluidEventView[] = [];
    for (let n = 0; n < 4; n++)
      stored.push((await capture(ids.os1, recharge).expect(201)).body.dados);
    expect(stored.map((event) => event.sinais.map((flag) => flag.codigo))).toEqual([
      ['FORA_DO_ATENDIMENTO'],
      ['FORA_DO_ATENDIMENTO', 'DUPLICATA_PROVAVEL'],
      ['ACIMA_DA_CARGA', 'FORA_DO_ATENDIMENTO', 'DUPLICATA_PROVAVEL'],
      ['ACIMA_DA_CARGA', 'FORA_DO_ATENDIMENTO', 'DUPLICATA_PROVAVEL'],
    ]);
    expect(stored[3].sinais.map((flag) => flag.motivo)).toEqual([
      'As recargas do dia somam 5,00 kg, acima da carga nominal de 3,10 kg.',
      'Evento de 15/01/2026 fora do período da ordem OS-1 (aberta em 10/03/2026, concluída em 12/03/2026).',
      'Já há uma recarga de 1,25 kg de R-410A neste equipamento em 15/01/2026.',
    ]);
    expect(stored.every((event) => event.revisao === 'PENDENTE')).toBe(true);
    // A single recharge above the charge, inside the order's days.
    const big = (
      await capture(ids.os1, { ...recharge, quantidadeKg: 3.5, dataEvento: '2026-03-11' }).expect(
        201,
      )
    ).body.dados as FluidEventView;
    expect(big.sinais).toEqual([
      {
        codigo: 'ACIMA_DA_CARGA',
        motivo: 'Recarga de 3,50 kg acima da carga nominal de 3,10 kg.',
      },
    ]);
    // An ordinary one is not flagged.
    const fine = (
      await capture(ids.os1, { ...recharge, quantidadeKg: 0.4, dataEvento: '2026-03-12' }).expect(
        201,
      )
    ).body.dados as FluidEventView;
    expect([fine.sinais, fine.revisao]).toEqual([[], null]);

    const list = (await agents.SUPERVISOR.get('/api/fs/fluidos/revisao').expect(200)).body.dados;
    expect(list.total).toBe(5);
    expect(list.itens.map((event: FluidEventView) => event.id).sort()).toEqual(
      [...stored.map((event) => event.id), big.id].sort(),
    );
    await agents.TECNICO.get('/api/fs/fluidos/revisao').expect(403);
    // Still counted in the report, which says how many wait.
    const report = (
      await agents.SUPERVISOR.get('/api/fs/fluidos/relatorio-anual?ano=2026').expect(200)
    ).body.dados;
    expect(report.revisaoPendente).toBeGreaterThanOrEqual(5);
  });

  it('lets the supervisor confirm, correct or delete each flagged event, audited, until none waits', async () => {
    // On AC-005 (R-32, 1 kg; OS-5 on 04/05/2026): one recharge sent three times with a day's
    // slip (outside the order; copies), and a 1,5 kg recharge (above the charge).
    const copy = {
      tipoGas: 'R-32',
      tipoEvento: 'RECARGA',
      quantidadeKg: 0.2,
      dataEvento: '2026-05-05',
    };
    const [first, second, third] = [
      (await capture(ids.os5, copy).expect(201)).body.dados.id as string,
      (await capture(ids.os5, copy).expect(201)).body.dados.id as string,
      (await capture(ids.os5, copy).expect(201)).body.dados.id as string,
    ];
    const big = (
      await capture(ids.os5, { ...copy, quantidadeKg: 1.5, dataEvento: '2026-05-04' }).expect(201)
    ).body.dados.id as string;
    const pending = async () =>
      (await agents.SUPERVISOR.get('/api/fs/fluidos/revisao?porPagina=100').expect(200)).body.dados
        .itens as FluidEventView[];
    expect((await pending()).map((event) => event.id)).toEqual(
      expect.arrayContaining([first, second, third, big]),
    );

    await agents.TECNICO.post(`/api/fs/fluidos/${big}/confirmacao`)
      .send({ motivo: 'ok' })
      .expect(403);
    await agents.SUPERVISOR.post(`/api/fs/fluidos/${big}/confirmacao`).send({}).expect(400);
    const confirmed = (
      await agents.SUPERVISOR.post(`/api/fs/fluidos/${big}/confirmacao`)
        .send({ motivo: 'Carga completa após troca do evaporador' })
        .expect(200)
    ).body.dados as FluidEventView;
    expect(confirmed.revisao).toBe('CONFIRMADO');
    const again = await agents.SUPERVISOR.post(`/api/fs/fluidos/${big}/confirmacao`)
      .send({ motivo: 'de novo' })
      .expect(409);
    expect(again.body.codigo).toBe('FLUIDO_SEM_REVISAO_PENDENTE');

    // The first copy was real but dated a day late; the two others go.
    const corrected = (
      await agents.SUPERVISOR.patch(`/api/fs/fluidos/${first}`)
        .send({ dataEvento: '2026-05-04', motivo: 'Data digitada errada no aparelho' })
        .expect(200)
    ).body.dados as FluidEventView;
    expect([corrected.dataEvento, corrected.revisao]).toEqual(['2026-05-04', 'CORRIGIDO']);
    for (const id of [second, third])
      await agents.SUPERVISOR.delete(`/api/fs/fluidos/${id}`)
        .send({ motivo: 'Cópia do mesmo lançamento' })
        .expect(200);

    const trail = (await agents.SUPERVISOR.get(`/api/fs/fluidos/${big}/auditoria`).expect(200)).body
      .dados;
    expect(trail.map((entry: { acao: string }) => entry.acao)).toEqual(['CRIADO', 'CONFIRMADO']);
    expect(trail[0].depois.sinais.map((flag: { codigo: string }) => flag.codigo)).toEqual([
      'ACIMA_DA_CARGA',
    ]);
    expect(trail[1]).toMatchObject({
      motivo: 'Carga completa após troca do evaporador',
      usuario: expect.any(String),
    });
    const firstTrail = (await agents.SUPERVISOR.get(`/api/fs/fluidos/${first}/auditoria`)).body
      .dados;
    expect(firstTrail.map((entry: { acao: string }) => entry.acao)).toEqual([
      'CRIADO',
      'CORRIGIDO',
    ]);
    const states = await db.query(
      `SELECT revisao, count(*)::int AS n, count(revisado_por)::int AS por FROM fluido_evento
        WHERE id = ANY($1) GROUP BY revisao ORDER BY revisao`,
      [[first, second, third, big]],
    );
    expect(states).toEqual([
      { revisao: 'CONFIRMADO', n: 1, por: 1 },
      { revisao: 'CORRIGIDO', n: 1, por: 1 },
      { revisao: 'EXCLUIDO', n: 2, por: 2 },
    ]);
    const left = (await pending()).map((event) => event.id);
    for (const id of [first, second, third, big]) expect(left).not.toContain(id);
    const everything = (
      await agents.SUPERVISOR.get('/api/fs/fluidos/revisao?pendentes=false&porPagina=100').expect(
        200,
      )
    ).body.dados.itens.map((event: FluidEventView) => event.id);
    expect(everything).toEqual(expect.arrayContaining([first, second, third, big]));
  });

  it('asks a withdrawal where the gas went and in which cylinder', async () => {
    const missing = await manual({
      equipamentoId: ids.ac2,
      tipoGas: 'R-410A',
      tipoEvento: 'RETIRADA',
      quantidadeKg: 1,
      dataEvento: '2026-03-11',
    }).expect(400);
    expect(missing.body.detalhes).toEqual([
      'destino: informe para onde foi o gás recolhido (REUTILIZADO_NO_LOCAL, REGENERACAO ou DESTRUICAO)',
      'cilindroId: escolha o cilindro de recolhimento que recebeu o gás',
    ]);
    await manual({
      equipamentoId: ids.ac2,
      tipoGas: 'R-410A',
      tipoEvento: 'RETIRADA',
      quantidadeKg: 1,
      dataEvento: '2026-03-11',
      destino: 'ATERRO',
      cilindro: 'X',
    }).expect(400);
    const stored = (
      await manual({
        equipamentoId: ids.ac2,
        tipoGas: 'R-410A',
        tipoEvento: 'RETIRADA',
        quantidadeKg: 1,
        dataEvento: '2026-03-11',
        destino: 'DESTRUICAO',
        cilindro: 'CIL-0042',
        certificado: 'CD-2026-117',
      }).expect(201)
    ).body.dados as FluidEventView;
    expect(stored).toMatchObject({
      destino: 'DESTRUICAO',
      cilindro: 'CIL-0042',
      certificado: 'CD-2026-117',
    });
    const report = (
      await agents.SUPERVISOR.get('/api/fs/fluidos/relatorio-anual?ano=2026').expect(200)
    ).body.dados;
    expect(report.recuperacao.eventos).toContainEqual(
      expect.objectContaining({
        equipamentoCodigo: 'AC-002',
        quantidadeKg: 1,
        destino: 'DESTRUICAO',
        cilindro: 'CIL-0042',
        certificado: 'CD-2026-117',
      }),
    );
    expect(report.recuperacao.porDestino).toContainEqual({ destino: 'DESTRUICAO', kg: 1 });
  });
});
