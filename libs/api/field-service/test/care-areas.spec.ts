import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import {
  CARE_AREA_CLASS_DEFAULTS,
  type Room,
  type TechnicianDay,
  type UnitPlan,
} from '@campo/contracts';
import { createCompany, type SessionAgent, signIn } from '@campo/platform/testing';
import {
  createAllocation,
  createClient,
  createContract,
  createEquipment,
  createFieldServiceApp,
  createOrder,
} from './support';

/**
 * Care areas (issue 46): a room marked with its ABNT NBR 7256:2021 class brings the class's
 * parameters and, through the one plan, the class's activities to the units serving it; a
 * reading at the visit outside the room's band is a non-conformity, with its corrective
 * proposal, in the same request.
 */
describe('care areas (NBR 7256)', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let companyId: string;
  let contractId: string;
  let supervisor: SessionAgent;
  let technician: SessionAgent;
  let otherTechnician: SessionAgent;
  let technicianId: string;
  const units: Record<string, string> = {};
  const rooms: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    companyId = (await createCompany(db)).id;
    const clientId = await createClient(db, companyId, { codigo: 'H', nome: 'Hospital' });
    contractId = await createContract(db, companyId, { codigo: 'CT-H', clienteId: clientId });
    for (const [code, sector] of [
      ['FC-CC', 'Centro cirúrgico'],
      ['SP-UTI', 'UTI'],
      ['SP-ENF', 'Enfermaria'],
      ['SP-REC', 'Recepção'],
    ]) {
      units[code] = await createEquipment(db, companyId, {
        codigo: code,
        contratoId: contractId,
        setor: sector,
      });
    }
    await db.query(`UPDATE equipamento SET tipo = 'SPLIT' WHERE empresa_id = $1`, [companyId]);
    ({ api: supervisor } = await signIn(app, db, { companyId, role: 'SUPERVISOR' }));
    let tech;
    ({ api: technician, user: tech } = await signIn(app, db, { companyId, role: 'TECNICO' }));
    technicianId = tech.id;
    ({ api: otherTechnician } = await signIn(app, db, { companyId, role: 'TECNICO' }));
    // The catalogue is loaded on its first read; the rooms come from the sectors.
    await supervisor.get('/api/fs/atividades/catalogo').expect(200);
    const created = await supervisor
      .post(`/api/fs/contratos/${contractId}/ambientes/dos-setores`)
      .expect(200);
    for (const room of created.body.dados.ambientes as Room[]) rooms[room.nome] = room.id;
  });
  afterAll(() => app.close());

  const markCareArea = (room: string, body: object) =>
    supervisor
      .put(`/api/fs/contratos/${contractId}/ambientes/${rooms[room]}/area-saude`)
      .send(body);

  const plan = async (unit: string) =>
    (await supervisor.get(`/api/fs/atividades/unidades/${units[unit]}`).expect(200)).body
      .dados as UnitPlan;
  const descriptions = async (unit: string) =>
    (await plan(unit)).atividades.filter((a) => a.ativo).map((a) => a.descricao);

  const openOrder = async (code: string, unit: string, allocated = true) => {
    const orderId = await createOrder(db, companyId, {
      codigo: code,
      contratoId: contractId,
      equipamentoId: units[unit],
      tipo: 'PREVENTIVA',
      abertura: new Date().toISOString(),
    });
    if (allocated)
      await createAllocation(db, companyId, {
        ordemId: orderId,
        tecnicoId: technicianId,
        inicio: new Date().toISOString(),
      });
    return orderId;
  };

  it('marks a room with its class: the class’s parameters, with their source, on the room', async () => {
    const marked = await markCareArea('Centro cirúrgico', { classe: 'NIVEL_3' }).expect(200);
    const room = marked.body.dados as Room;
    expect(room.areaSaude).toEqual({
      classe: 'NIVEL_3',
      parametros: CARE_AREA_CLASS_DEFAULTS.NIVEL_3.parametros,
    });
    expect(room.areaSaude!.parametros).toMatchObject({
      temperaturaMinC: 18,
      temperaturaMaxC: 22,
      pressao: 'POSITIVA',
      filtros: ['G4', 'F8', 'H13'],
    });
    expect(room.areaSaude!.parametros.fonte).toContain('ABNT NBR 7256:2021');
    const listed = await supervisor.get(`/api/fs/contratos/${contractId}/ambientes`).expect(200);
    const reception = (listed.body.dados as Room[]).find((item) => item.nome === 'Recepção');
    expect(reception!.areaSaude).toBeNull();
  });

  it('gives the units serving a care area the class’s activities through the one plan', async () => {
    await markCareArea('Enfermaria', { classe: 'NIVEL_1' }).expect(200);
    const surgical = await descriptions('FC-CC');
    // Filters replaced by class, never washed: the type's "limpar ou substituir" gives way.
    expect(surgical).toContain(
      'Substituir os filtros de ar pelas classes exigidas para a área (não lavar)',
    );
    expect(surgical).not.toContain('Limpar ou substituir os filtros de ar');
    expect(surgical).toContain(
      'Medir a pressão diferencial da área em relação aos ambientes vizinhos',
    );
    expect(surgical).toContain(
      'Ensaiar a integridade (estanqueidade) do filtro HEPA e da sua moldura',
    );
    // The type's other activities stay.
    expect(surgical).toContain('Limpar e desinfetar a bandeja de condensado');
    // A level-1 room: no pressure relation, no HEPA stage.
    const ward = await descriptions('SP-ENF');
    expect(ward).toContain(
      'Substituir os filtros de ar pelas classes exigidas para a área (não lavar)',
    );
    expect(ward).toContain('Medir temperatura, umidade relativa e trocas de ar da área');
    expect(ward.some((text) => text.includes('pressão diferencial'))).toBe(false);
    expect(ward.some((text) => text.includes('HEPA'))).toBe(false);
    // Not a care area: the type's plan only.
    const reception = await descriptions('SP-REC');
    expect(reception).toContain('Limpar ou substituir os filtros de ar');
    expect(reception.some((text) => text.includes('NBR 7256') || text.includes('não lavar'))).toBe(
      false,
    );
    // Unmarked, the ward's units are back on the type's plan.
    await markCareArea('Enfermaria', { classe: null }).expect(200);
    expect(await descriptions('SP-ENF')).toContain('Limpar ou substituir os filtros de ar');
  });

  it('keeps the project’s parameters where the company edits them, and refuses contradictory ones', async () => {
    const project = {
      ...CARE_AREA_CLASS_DEFAULTS.NIVEL_2.parametros,
      pressao: 'POSITIVA',
      pressaoMinPa: 5,
      trocasArMinH: 12,
      fonte: 'Projeto de climatização HSL-AC-002 rev. 3',
    };
    const saved = await markCareArea('UTI', { classe: 'NIVEL_2', parametros: project }).expect(200);
    expect((saved.body.dados as Room).areaSaude!.parametros).toEqual(project);
    const contradictory = await markCareArea('UTI', {
      classe: 'NIVEL_2',
      parametros: { ...project, temperaturaMinC: 25, temperaturaMaxC: 21 },
    }).expect(422);
    expect(contradictory.body).toMatchObject({ sucesso: false, codigo: 'AREA_SAUDE_INVALIDA' });
    const noMinimum = await markCareArea('UTI', {
      classe: 'NIVEL_2',
      parametros: { ...project, pressaoMinPa: null },
    }).expect(422);
    expect(noMinimum.body.codigo).toBe('AREA_SAUDE_INVALIDA');
    const badClass = await markCareArea('UTI', { classe: 'NIVEL_9' }).expect(400);
    expect(badClass.body.sucesso).toBe(false);
  });

  it('turns a reading outside the class’s band into a non-conformity with its corrective proposal, in one step', async () => {
    const orderId = await openOrder('OS-CC-1', 'FC-CC');
    const recorded = await technician
      .post(`/api/fs/ambientes/${rooms['Centro cirúrgico']}/leituras`)
      .send({
        ordemServicoId: orderId,
        temperaturaC: 20.5,
        umidadePct: 50,
        pressaoDiferencialPa: 1.2,
      })
      .expect(201);
    const checks = recorded.body.dados.verificacoes as Array<{
      parametro: string;
      conforme: boolean;
      item: string;
    }>;
    expect(checks.map((check) => [check.parametro, check.conforme])).toEqual([
      ['TEMPERATURA', true],
      ['UMIDADE', true],
      ['PRESSAO', false],
    ]);
    const proposals = await supervisor.get('/api/fs/despacho/propostas').expect(200);
    const ofOrder = (
      proposals.body.dados.itens as Array<{
        item: string;
        observacao: string;
        ordem: { id: string };
      }>
    ).filter((proposal) => proposal.ordem.id === orderId);
    expect(ofOrder).toEqual([
      expect.objectContaining({
        item: 'Ambiente AMB-01 — Pressão diferencial (ABNT NBR 7256:2021)',
        observacao: 'Lido 1,2 Pa em relação aos vizinhos; exigido positivo, ao menos +2,5 Pa.',
      }),
    ]);
    // Read again in band on the same order: the answer is conforming, the proposal gone.
    await technician
      .post(`/api/fs/ambientes/${rooms['Centro cirúrgico']}/leituras`)
      .send({ ordemServicoId: orderId, pressaoDiferencialPa: 6 })
      .expect(201);
    const after = await supervisor.get('/api/fs/despacho/propostas').expect(200);
    expect(
      (after.body.dados.itens as Array<{ ordem: { id: string } }>).filter(
        (p) => p.ordem.id === orderId,
      ),
    ).toEqual([]);
    const readings = await supervisor
      .get(`/api/fs/ambientes/${rooms['Centro cirúrgico']}/leituras`)
      .expect(200);
    expect(readings.body.dados).toHaveLength(2);
  });

  it('judges against the room’s own parameters (the project’s air changes)', async () => {
    const orderId = await openOrder('OS-UTI-1', 'SP-UTI');
    const recorded = await supervisor
      .post(`/api/fs/ambientes/${rooms['UTI']}/leituras`)
      .send({ ordemServicoId: orderId, trocasArH: 8, pressaoDiferencialPa: 4 })
      .expect(201);
    expect(
      recorded.body.dados.verificacoes.map((check: { parametro: string; conforme: boolean }) => [
        check.parametro,
        check.conforme,
      ]),
    ).toEqual([
      ['PRESSAO', false],
      ['TROCAS_AR', false],
    ]);
  });

  it('prints the care areas, the class’s plan and the year’s readings in the PMOC', async () => {
    const { api: admin } = await signIn(app, db, { companyId, role: 'ADMIN' });
    const readings = await supervisor
      .get(`/api/fs/ambientes/${rooms['Centro cirúrgico']}/leituras`)
      .expect(200);
    const year = Number((readings.body.dados[0].data as string).slice(0, 4));
    const generated = await admin
      .post('/api/fs/pmoc/gerar')
      .send({ contratoId: contractId, ano: year })
      .expect(201);
    const sections = generated.body.dados.conteudo.secoes as Array<{
      id: string;
      titulo: string;
      linhas?: string[][];
    }>;
    const ids = sections.map((section) => section.id);
    // Right after the rooms, and right after the execution record.
    expect(ids[ids.indexOf('ambientes') + 1]).toBe('areas-saude');
    expect(ids[ids.indexOf('registro-execucao') + 1]).toBe('leituras-areas-saude');
    const byId = Object.fromEntries(sections.map((section) => [section.id, section]));
    expect(byId['areas-saude'].titulo).toBe('3.1. Áreas de saúde (ABNT NBR 7256:2021)');
    expect(byId['areas-saude'].linhas).toEqual([
      [
        'AMB-01',
        'Centro cirúrgico',
        'Nível de risco 3',
        '18 a 22',
        '45 a 55',
        'positiva, ≥ 2,5 Pa',
        '≥ 25',
        'G4 + F8 + H13',
        CARE_AREA_CLASS_DEFAULTS.NIVEL_3.parametros.fonte,
      ],
      [
        'AMB-04',
        'UTI',
        'Nível de risco 2',
        '21 a 24',
        '40 a 60',
        'positiva, ≥ 5 Pa',
        '≥ 12',
        'G4 + F8',
        'Projeto de climatização HSL-AC-002 rev. 3',
      ],
    ]);
    const surgicalReadings = byId['leituras-areas-saude'].linhas!.filter(
      (row) => row[1] === 'AMB-01 Centro cirúrgico',
    );
    expect(surgicalReadings.map((row) => [row[2], row[5], row[7]])).toEqual([
      [
        'OS-CC-1',
        '1,2 Pa',
        'NÃO CONFORME: Lido 1,2 Pa em relação aos vizinhos; exigido positivo, ao menos +2,5 Pa.',
      ],
      ['OS-CC-1', '6 Pa', 'Conforme'],
    ]);
    const carePlan = sections.find((section) =>
      section.titulo.includes('áreas de saúde (ABNT NBR 7256:2021) ('),
    );
    expect(carePlan!.titulo).toMatch(/unidades FC-CC, SP-UTI\)$/);
    expect(carePlan!.linhas!.map((row) => row[1])).toContain(
      'Substituir os filtros de ar pelas classes exigidas para a área (não lavar)',
    );
  });

  it('tells the technician’s app which units serve a care area, so the phone warns before a photo', async () => {
    await markCareArea('Centro cirúrgico', { classe: 'NIVEL_3' }).expect(200);
    const care = await openOrder('OS-CC-FOTO', 'FC-CC');
    const plain = await openOrder('OS-REC-FOTO', 'SP-REC');
    const day = (await technician.get('/api/fs/app/os').expect(200)).body.dados as TechnicianDay;
    const unitOf = (orderId: string) =>
      day.itens.find((order) => order.id === orderId)?.equipamento?.areaAssistencial;
    expect(unitOf(care)).toBe(true);
    expect(unitOf(plain)).toBe(false);
    const detail = (await technician.get(`/api/fs/app/os/${care}`).expect(200)).body.dados;
    expect(detail.equipamento.areaAssistencial).toBe(true);
  });

  it('refuses readings off the visit: another technician’s order, a unit of another room, a room that is not a care area, bad values', async () => {
    const orderId = await openOrder('OS-CC-2', 'FC-CC');
    const notTheirs = await otherTechnician
      .post(`/api/fs/ambientes/${rooms['Centro cirúrgico']}/leituras`)
      .send({ ordemServicoId: orderId, temperaturaC: 20 })
      .expect(422);
    expect(notTheirs.body).toMatchObject({ sucesso: false, codigo: 'ORDEM_FORA_DO_AMBIENTE' });
    const receptionOrder = await openOrder('OS-REC-1', 'SP-REC');
    await supervisor
      .post(`/api/fs/ambientes/${rooms['Centro cirúrgico']}/leituras`)
      .send({ ordemServicoId: receptionOrder, temperaturaC: 20 })
      .expect(422);
    const notCare = await supervisor
      .post(`/api/fs/ambientes/${rooms['Recepção']}/leituras`)
      .send({ ordemServicoId: receptionOrder, temperaturaC: 20 })
      .expect(422);
    expect(notCare.body.codigo).toBe('LEITURA_AMBIENTE_INVALIDA');
    const nothing = await supervisor
      .post(`/api/fs/ambientes/${rooms['Centro cirúrgico']}/leituras`)
      .send({ ordemServicoId: orderId })
      .expect(422);
    expect(nothing.body.codigo).toBe('LEITURA_AMBIENTE_INVALIDA');
    const impossible = await supervisor
      .post(`/api/fs/ambientes/${rooms['Centro cirúrgico']}/leituras`)
      .send({ ordemServicoId: orderId, umidadePct: 140 })
      .expect(400);
    expect(impossible.body.sucesso).toBe(false);
    await supervisor
      .post('/api/fs/ambientes/nao-e-id/leituras')
      .send({ ordemServicoId: orderId, temperaturaC: 20 })
      .expect(404);
  });
});
