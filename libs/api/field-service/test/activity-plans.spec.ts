import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type {
  ActivityCatalogue,
  TechnicianActionResult,
  TechnicianOrderDetail,
  UnitPlan,
} from '@campo/contracts';
import { createCompany, type SessionAgent, signIn } from '@campo/platform/testing';
import {
  createClient,
  createContract,
  createEquipment,
  createFieldServiceApp,
  createPlan,
} from './support';

/**
 * Activity plans over HTTP: the catalogue loaded on first read and edited, a unit's
 * adjustments, the cleaning products, and the technician's checklist asking the unit's
 * due activities and recording each answer's activity.
 */
describe('activity plans', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let companyId: string;
  let unitId: string;
  let bareUnitId: string;
  const agents: Record<string, SessionAgent> = {};
  const users: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    companyId = (await createCompany(db)).id;
    for (const role of ['ADMIN', 'SUPERVISOR', 'TECNICO'] as const) {
      const { api, user } = await signIn(app, db, { companyId, role, name: `Pessoa ${role}` });
      agents[role] = api;
      users[role] = user.id;
    }
    const clientId = await createClient(db, companyId, { codigo: 'C1', nome: 'Hospital' });
    const contractId = await createContract(db, companyId, { codigo: 'CT-A', clienteId: clientId });
    unitId = await createEquipment(db, companyId, {
      codigo: 'AC-1',
      contratoId: contractId,
      setor: 'UTI',
    });
    bareUnitId = await createEquipment(db, companyId, {
      codigo: 'AC-2',
      contratoId: contractId,
      setor: 'UTI',
    });
    await db.query(`UPDATE equipamento SET tipo = 'SPLIT' WHERE id = $1`, [unitId]);
    await createPlan(db, companyId, {
      equipamentoId: unitId,
      periodicidade: 'MS',
      inicio: '2020-01-01',
    });
  });
  afterAll(() => app.close());

  it('loads the catalogue from Portaria 3.523 and NBR 13971 on first read, per type, editable by supervisors only', async () => {
    const first = await agents.SUPERVISOR.get('/api/fs/atividades/catalogo').expect(200);
    const catalogue = first.body.dados as ActivityCatalogue;
    const split = catalogue.atividades.filter((item) => item.tipoEquipamento === 'SPLIT');
    expect(split.map((item) => item.componente)).toEqual(
      expect.arrayContaining([
        'Filtros de ar',
        'Bandeja de condensado',
        'Dreno',
        'Serpentina do evaporador',
      ]),
    );
    expect(new Set(split.map((item) => item.periodicidade))).toEqual(
      new Set(['MS', 'TR', 'SE', 'AN']),
    );
    expect(split.every((item) => item.criterio && item.fonte)).toBe(true);
    expect(catalogue.atividades.some((item) => item.tipoEquipamento === 'OUTRO')).toBe(true);
    // A second read loads nothing twice.
    const again = await agents.ADMIN.get('/api/fs/atividades/catalogo').expect(200);
    expect(again.body.dados.atividades).toHaveLength(catalogue.atividades.length);
    await agents.TECNICO.get('/api/fs/atividades/catalogo').expect(403);

    const created = await agents.SUPERVISOR.post('/api/fs/atividades/catalogo')
      .send({
        tipoEquipamento: 'SPLIT',
        componente: 'Controle remoto',
        descricao: 'Testar o controle remoto e o termostato',
        periodicidade: 'TR',
        criterio: 'Responde em todas as funções',
        fonte: 'Recomendação do fabricante',
      })
      .expect(201);
    const duplicate = await agents.SUPERVISOR.post('/api/fs/atividades/catalogo')
      .send({ ...created.body.dados, id: undefined, ativo: undefined })
      .expect(409);
    expect(duplicate.body.codigo).toBe('ATIVIDADE_DUPLICADA');
    const bad = await agents.SUPERVISOR.post('/api/fs/atividades/catalogo')
      .send({ tipoEquipamento: 'NAVE', componente: 'x', periodicidade: 'XX' })
      .expect(400);
    expect(bad.body.codigo).toBe('DADOS_INVALIDOS');
    const off = await agents.SUPERVISOR.patch(
      `/api/fs/atividades/catalogo/${created.body.dados.id}`,
    )
      .send({ ativo: false })
      .expect(200);
    expect(off.body.dados.ativo).toBe(false);
    await agents.SUPERVISOR.patch(`/api/fs/atividades/catalogo/${randomUUID()}`)
      .send({ ativo: false })
      .expect(404);
  });

  it('adjusts a unit’s plan: another periodicity, an activity off, one of its own', async () => {
    const plan = (await agents.SUPERVISOR.get(`/api/fs/atividades/unidades/${unitId}`).expect(200))
      .body.dados as UnitPlan;
    expect(plan.tipoEquipamento).toBe('SPLIT');
    const coil = plan.atividades.find((item) => item.componente === 'Serpentina do evaporador')!;
    expect(coil.periodicidade).toBe('TR');
    const adjusted = (
      await agents.SUPERVISOR.put(`/api/fs/atividades/unidades/${unitId}/${coil.atividadeId}`)
        .send({ periodicidade: 'MS' })
        .expect(200)
    ).body.dados as UnitPlan;
    expect(adjusted.atividades.find((item) => item.atividadeId === coil.atividadeId)).toMatchObject(
      {
        periodicidade: 'MS',
        ajustada: true,
      },
    );
    const withOwn = (
      await agents.SUPERVISOR.post(`/api/fs/atividades/unidades/${unitId}`)
        .send({
          componente: 'Pressurização',
          descricao: 'Verificar a pressão positiva da sala',
          periodicidade: 'MS',
          criterio: 'Pressão positiva',
        })
        .expect(201)
    ).body.dados as UnitPlan;
    expect(withOwn.atividades.at(-1)).toMatchObject({ origem: 'unidade', periodicidade: 'MS' });
    // Everything but the filters, the coil and the room pressure switched off for this unit.
    for (const item of withOwn.atividades)
      if (!['Filtros de ar', 'Serpentina do evaporador', 'Pressurização'].includes(item.componente))
        await agents.SUPERVISOR.put(`/api/fs/atividades/unidades/${unitId}/${item.atividadeId}`)
          .send({ ativo: false })
          .expect(200);
    await agents.SUPERVISOR.put(`/api/fs/atividades/unidades/${unitId}/${randomUUID()}`)
      .send({ ativo: false })
      .expect(404);
    await agents.SUPERVISOR.get(`/api/fs/atividades/unidades/${randomUUID()}`).expect(404);
  });

  it('asks the technician the activities a preventive carries and records each answer’s activity; a unit without a type follows OUTRO’s', async () => {
    const open = async (equipamentoId: string) => {
      const created = await agents.SUPERVISOR.post('/api/fs/ordens')
        .send({ equipamentoId, tipo: 'PREVENTIVA', descricao: 'Preventiva' })
        .expect(201);
      await agents.SUPERVISOR.post(`/api/fs/ordens/${created.body.dados.id}/alocacoes`)
        .send({ tecnicoId: users.TECNICO })
        .expect(201);
      await agents.TECNICO.post(`/api/fs/app/os/${created.body.dados.id}/inicio`)
        .send({ id: randomUUID(), em: new Date().toISOString() })
        .expect(201);
      return created.body.dados.id as string;
    };
    const orderId = await open(unitId);
    const detail = (await agents.TECNICO.get(`/api/fs/app/os/${orderId}`).expect(200)).body
      .dados as TechnicianOrderDetail;
    expect(detail.checklist.map((item) => [item.item, item.periodicidade])).toEqual([
      ['Limpar ou substituir os filtros de ar', 'MS'],
      ['Limpar a serpentina do evaporador', 'MS'],
      ['Verificar a pressão positiva da sala', 'MS'],
    ]);
    expect(detail.checklist[0].criterio).toContain('Filtros íntegros');
    const saved = await agents.TECNICO.post(`/api/fs/app/os/${orderId}/checklist`)
      .send({
        id: randomUUID(),
        respostas: [
          { item: 'Limpar ou substituir os filtros de ar', conforme: true },
          {
            item: 'Verificar a pressão positiva da sala',
            conforme: false,
            observacao: 'Porta sem mola',
          },
        ],
      })
      .expect(201);
    const answered = (saved.body.dados as TechnicianActionResult).ordem!.checklist;
    expect(answered.map((item) => item.conforme)).toEqual([true, null, false]);
    const stored = await db.query(
      `SELECT item, conforme, atividade_id IS NOT NULL AS "temAtividade" FROM checklist_resposta WHERE ordem_servico_id = $1 ORDER BY item`,
      [orderId],
    );
    expect(stored).toEqual([
      { item: 'Limpar ou substituir os filtros de ar', conforme: true, temAtividade: true },
      { item: 'Verificar a pressão positiva da sala', conforme: false, temAtividade: true },
    ]);
    const refused = await agents.TECNICO.post(`/api/fs/app/os/${orderId}/checklist`)
      .send({ id: randomUUID(), respostas: [{ item: 'Filtros', conforme: true }] })
      .expect(400);
    expect(refused.body.detalhes).toEqual([
      'respostas.0.item: "Filtros" não é um item do checklist desta ordem',
    ]);

    // The order carries what was due when it was opened: an activity switched off since is still asked.
    const carried = await db.query(
      `SELECT descricao, periodicidade, ordem FROM ordem_atividade WHERE ordem_servico_id = $1 ORDER BY ordem`,
      [orderId],
    );
    expect(carried.map((row: { descricao: string }) => row.descricao)).toEqual(
      detail.checklist.map((item) => item.item),
    );
    const coil = (
      (await agents.SUPERVISOR.get(`/api/fs/atividades/unidades/${unitId}`).expect(200)).body
        .dados as UnitPlan
    ).atividades.find((item) => item.componente === 'Serpentina do evaporador')!;
    await agents.SUPERVISOR.put(`/api/fs/atividades/unidades/${unitId}/${coil.atividadeId}`)
      .send({ ativo: false })
      .expect(200);
    await agents.TECNICO.post(`/api/fs/app/os/${orderId}/checklist`)
      .send({
        id: randomUUID(),
        respostas: [{ item: 'Limpar a serpentina do evaporador', conforme: true }],
      })
      .expect(201);
    await agents.SUPERVISOR.put(`/api/fs/atividades/unidades/${unitId}/${coil.atividadeId}`)
      .send({ ativo: true })
      .expect(200);

    // A unit of no known type has its plan at once: OUTRO's catalogue.
    const bare = await open(bareUnitId);
    const outro = (await agents.TECNICO.get(`/api/fs/app/os/${bare}`).expect(200)).body
      .dados as TechnicianOrderDetail;
    const catalogue = (await agents.SUPERVISOR.get('/api/fs/atividades/catalogo').expect(200)).body
      .dados as ActivityCatalogue;
    expect(outro.checklist.map((item) => item.item)).toEqual(
      catalogue.atividades
        .filter((item) => item.tipoEquipamento === 'OUTRO' && item.ativo)
        .map((item) => item.descricao),
    );
  });

  it('shows the unit’s plan with its start and visit cadence, and moves the start', async () => {
    const plan = (await agents.SUPERVISOR.get(`/api/fs/atividades/unidades/${unitId}`).expect(200))
      .body.dados as UnitPlan;
    expect(plan).toMatchObject({
      inicio: '2020-01-01',
      ativo: true,
      periodicidadeVisita: null,
      cadenciaVisita: 'MS',
    });
    expect(plan.atividades[0]).toMatchObject({ intervaloHoras: null, justificativa: null });
    await db.query(`UPDATE equipamento SET periodicidade = 'TR' WHERE id = $1`, [unitId]);
    const moved = (
      await agents.SUPERVISOR.put(`/api/fs/atividades/unidades/${unitId}/plano`)
        .send({ inicio: '2021-03-01' })
        .expect(200)
    ).body.dados as UnitPlan;
    expect(moved).toMatchObject({
      inicio: '2021-03-01',
      ativo: true,
      periodicidadeVisita: 'TR',
      cadenciaVisita: 'TR',
    });
    const justified = (
      await agents.SUPERVISOR.put(
        `/api/fs/atividades/unidades/${unitId}/${plan.atividades[0].atividadeId}`,
      )
        .send({ justificativa: 'Visitas trimestrais: o cliente troca os filtros todo mês' })
        .expect(200)
    ).body.dados as UnitPlan;
    expect(justified.atividades[0].justificativa).toBe(
      'Visitas trimestrais: o cliente troca os filtros todo mês',
    );
    await db.query(`UPDATE equipamento SET periodicidade = NULL WHERE id = $1`, [unitId]);
    const bad = await agents.SUPERVISOR.put(`/api/fs/atividades/unidades/${unitId}/plano`)
      .send({ inicio: '2021-02-30' })
      .expect(400);
    expect(bad.body.codigo).toBe('DADOS_INVALIDOS');
    await agents.TECNICO.put(`/api/fs/atividades/unidades/${unitId}/plano`)
      .send({ ativo: false })
      .expect(403);
    await agents.SUPERVISOR.put(`/api/fs/atividades/unidades/${randomUUID()}/plano`)
      .send({ ativo: false })
      .expect(404);
    await agents.SUPERVISOR.put(`/api/fs/atividades/unidades/${unitId}/plano`)
      .send({ inicio: '2020-01-01' })
      .expect(200);
  });

  it('lists the activities more frequent than the visit cadence, open until justified; staff read the plan', async () => {
    const unit = await createEquipment(db, companyId, {
      codigo: 'AC-CONFLITO',
      contratoId: (
        await db.query(`SELECT contrato_id AS id FROM equipamento WHERE id = $1`, [unitId])
      )[0].id,
      setor: 'Centro cirúrgico',
    });
    await db.query(`UPDATE equipamento SET tipo = 'SPLIT', periodicidade = 'SE' WHERE id = $1`, [
      unit,
    ]);
    const plan = (await agents.TECNICO.get(`/api/fs/atividades/unidades/${unit}`).expect(200)).body
      .dados as UnitPlan;
    const frequent = plan.atividades.filter(
      (item) => item.ativo && ['MS', 'BM', 'TR'].includes(item.periodicidade),
    );
    expect(frequent.length).toBeGreaterThan(0);
    expect(plan.conflitos).toEqual(
      frequent.map((item) => ({
        atividadeId: item.atividadeId,
        visitas: 'SE',
        justificativa: null,
      })),
    );
    const [first] = frequent;
    const justified = (
      await agents.SUPERVISOR.put(`/api/fs/atividades/unidades/${unit}/${first.atividadeId}`)
        .send({ justificativa: 'A equipe do cliente limpa os filtros todo mês' })
        .expect(200)
    ).body.dados as UnitPlan;
    expect(justified.conflitos[0]).toEqual({
      atividadeId: first.atividadeId,
      visitas: 'SE',
      justificativa: 'A equipe do cliente limpa os filtros todo mês',
    });
    const off = (
      await agents.SUPERVISOR.put(`/api/fs/atividades/unidades/${unit}/${first.atividadeId}`)
        .send({ ativo: false })
        .expect(200)
    ).body.dados as UnitPlan;
    expect(off.conflitos.map((item) => item.atividadeId)).not.toContain(first.atividadeId);
    await agents.TECNICO.put(`/api/fs/atividades/unidades/${unit}/${first.atividadeId}`)
      .send({ justificativa: 'Não' })
      .expect(403);
  });

  it('records executions by hand: the activities due that day, or those listed', async () => {
    const unit = await createEquipment(db, companyId, {
      codigo: 'AC-9',
      contratoId: (await db.query(`SELECT contrato_id FROM equipamento WHERE id = $1`, [unitId]))[0]
        .contrato_id,
      setor: 'UTI',
    });
    const monthly = await createPlan(db, companyId, {
      equipamentoId: unit,
      periodicidade: 'MS',
      inicio: '2026-01-01',
      execucoes: ['2026-02-10'],
    });
    const plan = (await agents.SUPERVISOR.get(`/api/fs/atividades/unidades/${unit}`).expect(200))
      .body.dados as UnitPlan;
    const yearly = plan.atividades.filter(
      (item) => item.periodicidade === 'AN' && item.origem === 'catalogo',
    );
    expect(plan.atividades.find((item) => item.atividadeId === monthly)!.ultimaExecucao).toBe(
      '2026-02-10',
    );
    const recorded = await agents.SUPERVISOR.post(`/api/fs/atividades/unidades/${unit}/execucoes`)
      .send({ data: '2026-03-05' })
      .expect(201);
    // Never executed, the yearly ones are due from the plan's start; the monthly one from February.
    expect(recorded.body.dados.atividades).toEqual(expect.arrayContaining([monthly]));
    expect(recorded.body.dados.atividades).toEqual(
      expect.arrayContaining(yearly.map((item) => item.atividadeId)),
    );
    const after = recorded.body.dados.plano as UnitPlan;
    expect(after.atividades.find((item) => item.atividadeId === monthly)!.ultimaExecucao).toBe(
      '2026-03-05',
    );
    // Again the same day: nothing twice.
    const again = await agents.SUPERVISOR.post(`/api/fs/atividades/unidades/${unit}/execucoes`)
      .send({ data: '2026-03-05', atividades: [monthly] })
      .expect(201);
    expect(again.body.dados.atividades).toEqual([]);
    const rows = await db.query(
      `SELECT count(*)::int AS count FROM execucao_atividade WHERE equipamento_id = $1 AND atividade_id = $2`,
      [unit, monthly],
    );
    expect(rows[0].count).toBe(2);

    const unknown = await agents.SUPERVISOR.post(`/api/fs/atividades/unidades/${unit}/execucoes`)
      .send({ data: '2026-03-06', atividades: [randomUUID()] })
      .expect(400);
    expect(unknown.body.detalhes[0]).toMatch(/não é uma atividade do plano da unidade$/);
    const future = await agents.SUPERVISOR.post(`/api/fs/atividades/unidades/${unit}/execucoes`)
      .send({ data: '2999-01-01' })
      .expect(400);
    expect(future.body.detalhes).toEqual(['data: a execução não pode estar no futuro']);
    const foreignOrder = await agents.SUPERVISOR.post(
      `/api/fs/atividades/unidades/${unit}/execucoes`,
    )
      .send({ data: '2026-03-06', atividades: [monthly], ordemServicoId: randomUUID() })
      .expect(404);
    expect(foreignOrder.body.codigo).toBe('ORDEM_NAO_ENCONTRADA');
    await agents.TECNICO.post(`/api/fs/atividades/unidades/${unit}/execucoes`)
      .send({ data: '2026-03-06' })
      .expect(403);
  });

  it('keeps the company’s cleaning products', async () => {
    const created = await agents.ADMIN.post('/api/fs/atividades/produtos')
      .send({
        produto: 'Detergente neutro',
        principioAtivo: 'Tensoativo',
        registroAnvisa: '3.0001.0001.001-1',
      })
      .expect(201);
    await agents.ADMIN.post('/api/fs/atividades/produtos')
      .send({ produto: 'detergente NEUTRO' })
      .expect(409);
    await agents.ADMIN.put(`/api/fs/atividades/produtos/${created.body.dados.id}`)
      .send({ produto: 'Detergente neutro', registroAnvisa: null })
      .expect(200);
    const listed = await agents.SUPERVISOR.get('/api/fs/atividades/produtos').expect(200);
    expect(listed.body.dados).toEqual([
      {
        id: created.body.dados.id,
        produto: 'Detergente neutro',
        principioAtivo: null,
        registroAnvisa: null,
      },
    ]);
    await agents.ADMIN.delete(`/api/fs/atividades/produtos/${created.body.dados.id}`).expect(200);
    await agents.ADMIN.delete(`/api/fs/atividades/produtos/${created.body.dados.id}`).expect(404);
  });
});
