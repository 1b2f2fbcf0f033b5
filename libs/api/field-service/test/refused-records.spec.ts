import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  type GasDeclaration,
  type RefusedRecord,
  type ServiceOrderDetail,
  type TechnicianActionResult,
  type TechnicianOrderDetail,
  localDate,
} from '@campo/contracts';
import { createCompany, type SessionAgent, signIn } from '@campo/platform/testing';
import { VisitContentService } from '../src/lib/visit-report/visit-content.service';
import {
  createClient,
  createContract,
  createEquipment,
  createFieldServiceApp,
  createPlan,
} from './support';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/**
 * Sync loses nothing: a phone write the server refuses is kept on the server and listed
 * to the supervisor until resolved; the offline gas case is fixed from the phone (the
 * unit's gas declared, held for the supervisor) and the checklist queued for an order
 * is accepted after another order on the same unit finished.
 */
describe('refused records of the technician app', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let companyId: string;
  let contractId: string;
  const agents: Record<string, SessionAgent> = {};
  const users: Record<string, string> = {};

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    companyId = (await createCompany(db)).id;
    const clientId = await createClient(db, companyId, {
      codigo: 'EP',
      nome: 'Escritórios Paulista',
    });
    contractId = await createContract(db, companyId, { codigo: 'CT-EP', clienteId: clientId });
    for (const [key, role, name] of [
      ['tech', 'TECNICO', 'Tiago Técnico'],
      ['other', 'TECNICO', 'Otávio Técnico'],
      ['supervisor', 'SUPERVISOR', 'Sara Supervisora'],
    ] as const) {
      const { api, user } = await signIn(app, db, { companyId, role, name });
      agents[key] = api;
      users[key] = user.id;
    }
  });
  afterAll(() => app.close());

  /** An order opened by the supervisor on `unit`, allocated to `who` and started by them. */
  async function startedOrder(unit: string, who = 'tech'): Promise<ServiceOrderDetail> {
    const opened = await agents.supervisor
      .post('/api/fs/ordens')
      .send({ equipamentoId: unit, tipo: 'PREVENTIVA', descricao: 'Preventiva mensal' })
      .expect(201);
    const id = opened.body.dados.id as string;
    await db.query(`UPDATE ordem_servico SET abertura = now() - interval '2 hours' WHERE id = $1`, [
      id,
    ]);
    await agents.supervisor
      .post(`/api/fs/ordens/${id}/alocacoes`)
      .send({ tecnicoId: users[who] })
      .expect(201);
    await agents[who]
      .post(`/api/fs/app/os/${id}/inicio`)
      .send({ id: randomUUID(), em: ago(60) })
      .expect(201);
    return (await agents.supervisor.get(`/api/fs/ordens/${id}`).expect(200)).body.dados;
  }

  const queue = async () =>
    (await agents.supervisor.get('/api/fs/registros-recusados').expect(200)).body
      .dados as RefusedRecord[];

  it('the offline recharge on a unit without gas: refused, queued, fixed from the phone, confirmed', async () => {
    const unit = await createEquipment(db, companyId, {
      codigo: 'AC-001',
      contratoId: contractId,
      setor: 'Térreo',
    });
    const visit = await startedOrder(unit);
    const today = localDate(new Date(), 'America/Sao_Paulo');
    const recharge = {
      id: randomUUID(),
      tipoGas: 'R-410A',
      tipoEvento: 'Recarga',
      quantidadeKg: 0.8,
      dataEvento: today,
    };

    const refused = await agents.tech
      .post(`/api/fs/app/os/${visit.id}/fluido`)
      .send(recharge)
      .expect(422);
    expect(refused.body).toMatchObject({
      sucesso: false,
      codigo: 'GAS_DO_EQUIPAMENTO_DESCONHECIDO',
    });
    // The technician reads what to do on the phone, not an office screen they do not have.
    expect(refused.body.erro).toContain('Informe o gás do equipamento');
    expect(refused.body.erro).not.toMatch(/Fluidos ›|Troca de gás/);
    // The phone sends it again later (same id): one record, two attempts.
    await agents.tech.post(`/api/fs/app/os/${visit.id}/fluido`).send(recharge).expect(422);

    const waiting = (await queue()).filter((record) => record.acaoId === recharge.id);
    expect(waiting).toEqual([
      expect.objectContaining({
        tipo: 'fluido',
        tipoRotulo: 'Fluido refrigerante',
        ordem: { id: visit.id, codigo: visit.codigo },
        equipamento: { id: unit, codigo: 'AC-001' },
        tecnico: { id: users.tech, nome: 'Tiago Técnico' },
        resumo: expect.stringContaining('0,80 kg de R-410A'),
        corpo: expect.objectContaining({ quantidadeKg: 0.8, tipoGas: 'R-410A' }),
        status: 422,
        codigo: 'GAS_DO_EQUIPAMENTO_DESCONHECIDO',
        tentativas: 2,
        situacao: 'ABERTO',
      }),
    ]);
    // A technician cannot read the queue.
    await agents.tech.get('/api/fs/registros-recusados').expect(403);
    // The supervisor's home counts what waits.
    const home = (await agents.supervisor.get('/api/fs/inicio').expect(200)).body.dados;
    expect(home.atencao.registrosRecusados).toBeGreaterThanOrEqual(1);

    // The phone declares the unit's gas; it waits for the supervisor.
    const declaration = { id: randomUUID(), tipoGas: 'r410a', cargaGasKg: 2.4 };
    const declared = await agents.tech
      .post(`/api/fs/app/os/${visit.id}/gas-do-equipamento`)
      .send(declaration)
      .expect(201);
    expect(declared.body.dados).toMatchObject({ tipoGas: 'R-410A', situacao: 'PENDENTE' });
    await agents.tech
      .post(`/api/fs/app/os/${visit.id}/gas-do-equipamento`)
      .send(declaration)
      .expect(200);
    // Another gas for the same unit while one waits is refused (and kept in the queue).
    const conflicting = { id: randomUUID(), tipoGas: 'R-22' };
    const second = await agents.other
      .post(`/api/fs/app/os/${(await startedOrder(unit, 'other')).id}/gas-do-equipamento`)
      .send(conflicting)
      .expect(409);
    expect(second.body.codigo).toBe('GAS_JA_DECLARADO');
    expect((await queue()).map((record) => record.acaoId)).toContain(conflicting.id);

    // The resent recharge is accepted, flagged for the supervisor, and leaves the queue.
    const accepted = await agents.tech
      .post(`/api/fs/app/os/${visit.id}/fluido`)
      .send(recharge)
      .expect(201);
    expect(accepted.body.dados.sinais).toEqual([
      expect.objectContaining({ codigo: 'GAS_A_CONFIRMAR' }),
    ]);
    expect(accepted.body.dados.revisao).toBe('PENDENTE');
    expect((await queue()).map((record) => record.acaoId)).not.toContain(recharge.id);
    const history = (
      await agents.supervisor.get('/api/fs/registros-recusados?abertos=false').expect(200)
    ).body.dados as RefusedRecord[];
    expect(history.find((record) => record.acaoId === recharge.id)).toMatchObject({
      situacao: 'REENVIADO',
      resolvidoPor: 'Tiago Técnico',
    });

    // The visit report holds the gas event.
    const { content } = await app.get(VisitContentService).read(companyId, visit.id);
    expect(content.fluidos).toEqual([
      expect.objectContaining({ id: recharge.id, tipoGas: 'R-410A', quantidadeKg: 0.8 }),
    ]);

    // The supervisor confirms: the unit has its gas, the flagged event is confirmed.
    const pending = (await agents.supervisor.get('/api/fs/declaracoes-gas').expect(200)).body
      .dados as GasDeclaration[];
    const mine = pending.find((item) => item.id === declaration.id)!;
    expect(mine).toMatchObject({
      equipamento: { id: unit, codigo: 'AC-001' },
      ordem: { id: visit.id, codigo: visit.codigo },
      tecnico: { nome: 'Tiago Técnico' },
      cargaGasKg: 2.4,
      eventos: 1,
    });
    await agents.tech
      .post(`/api/fs/declaracoes-gas/${declaration.id}/confirmar`)
      .send({ motivo: 'ok' })
      .expect(403);
    await agents.supervisor
      .post(`/api/fs/declaracoes-gas/${declaration.id}/confirmar`)
      .send({ motivo: 'Conferido na etiqueta da unidade' })
      .expect(200);
    await agents.supervisor
      .post(`/api/fs/declaracoes-gas/${declaration.id}/rejeitar`)
      .send({ motivo: 'tarde demais' })
      .expect(409);
    const [unitRow] = await db.query(
      `SELECT tipo_gas AS "tipoGas", carga_gas_kg::float AS carga FROM equipamento WHERE id = $1`,
      [unit],
    );
    expect(unitRow).toEqual({ tipoGas: 'R-410A', carga: 2.4 });
    const [event] = await db.query(`SELECT revisao FROM fluido_evento WHERE id = $1`, [
      recharge.id,
    ]);
    expect(event.revisao).toBe('CONFIRMADO');
    const changes = (
      await agents.supervisor.get(`/api/fs/fluidos/equipamentos/${unit}/trocas-de-gas`).expect(200)
    ).body.dados;
    expect(changes).toEqual([
      expect.objectContaining({ gasNovo: 'R-410A', usuario: 'Sara Supervisora' }),
    ]);
    expect(
      (
        (await agents.supervisor.get('/api/fs/declaracoes-gas').expect(200)).body
          .dados as GasDeclaration[]
      ).map((item) => item.id),
    ).not.toContain(declaration.id);

    // The other technician's refused declaration is handled by the supervisor with a note.
    const other = (await queue()).find((record) => record.acaoId === conflicting.id)!;
    await agents.supervisor
      .post(`/api/fs/registros-recusados/${other.id}/resolver`)
      .send({ nota: 'O gás é R-410A, confirmado na etiqueta' })
      .expect(200);
    await agents.supervisor
      .post(`/api/fs/registros-recusados/${other.id}/resolver`)
      .send({ nota: 'de novo' })
      .expect(409);
    expect((await queue()).filter((record) => record.equipamento?.id === unit)).toEqual([]);
  });

  it('a refused record the technician discards on the phone is resolved as discarded, with who and when', async () => {
    const unit = await createEquipment(db, companyId, {
      codigo: 'AC-002',
      contratoId: contractId,
      setor: 'Térreo',
    });
    const visit = await startedOrder(unit);
    const reading = { id: randomUUID(), grandeza: 'nao-existe', valor: 12, unidade: 'A' };
    await agents.tech.post(`/api/fs/app/os/${visit.id}/leituras`).send(reading).expect(400);
    expect((await queue()).find((record) => record.acaoId === reading.id)).toMatchObject({
      tipo: 'leitura',
      status: 400,
      codigo: 'DADOS_INVALIDOS',
    });
    // Someone else cannot discard it.
    await agents.other
      .post(`/api/fs/app/os/${visit.id}/descarte`)
      .send({ id: randomUUID(), acaoId: reading.id })
      .expect(404);
    const discard = { id: randomUUID(), acaoId: reading.id };
    await agents.tech.post(`/api/fs/app/os/${visit.id}/descarte`).send(discard).expect(200);
    await agents.tech.post(`/api/fs/app/os/${visit.id}/descarte`).send(discard).expect(200);
    expect((await queue()).map((record) => record.acaoId)).not.toContain(reading.id);
    const all = (
      await agents.supervisor.get('/api/fs/registros-recusados?abertos=false').expect(200)
    ).body.dados as RefusedRecord[];
    expect(all.find((record) => record.acaoId === reading.id)).toMatchObject({
      situacao: 'DESCARTADO',
      resolvidoPor: 'Tiago Técnico',
      resolvidoEm: expect.any(String),
    });
  });

  it('keeps a correction and a removal refused after the acceptance, naming the entry', async () => {
    const unit = await createEquipment(db, companyId, {
      codigo: 'AC-004',
      contratoId: contractId,
      setor: 'Térreo',
    });
    const visit = await startedOrder(unit);
    const service = { id: randomUUID(), descricao: 'Limpeza de filtros' };
    await agents.tech.post(`/api/fs/app/os/${visit.id}/servicos`).send(service).expect(201);
    await agents.tech
      .post(`/api/fs/app/os/${visit.id}/aceite`)
      .send({ id: randomUUID(), tipo: 'AUSENTE', em: ago(1), motivo: 'Responsável em reunião' })
      .expect(201);
    const correction = { id: randomUUID(), descricao: 'Limpeza de serpentina' };
    const refusedEdit = await agents.tech
      .put(`/api/fs/app/os/${visit.id}/servicos/${service.id}`)
      .send(correction)
      .expect(409);
    const removal = { id: randomUUID() };
    await agents.tech
      .delete(`/api/fs/app/os/${visit.id}/registros/${service.id}`)
      .send(removal)
      .expect(409);
    const open = await queue();
    expect(open.find((record) => record.acaoId === correction.id)).toMatchObject({
      tipo: 'correcao',
      tipoRotulo: 'Correção de registro',
      codigo: refusedEdit.body.codigo,
      resumo: 'Serviço executado: Limpeza de serpentina',
      corpo: { registro: { tipo: 'servico', id: service.id } },
      ordem: { id: visit.id },
    });
    expect(open.find((record) => record.acaoId === removal.id)).toMatchObject({
      tipo: 'exclusao',
      resumo: `Excluir registro ${service.id}`,
      corpo: { registro: { tipo: null, id: service.id } },
    });
  });

  it('keeps no record of a refusal that is not about the record (signed out, not allowed)', async () => {
    const unit = await createEquipment(db, companyId, {
      codigo: 'AC-003',
      contratoId: contractId,
      setor: 'Térreo',
    });
    const visit = await startedOrder(unit);
    const id = randomUUID();
    // A supervisor is not a technician: 403, the phone's session is the problem, not the record.
    await agents.supervisor
      .post(`/api/fs/app/os/${visit.id}/servicos`)
      .send({ id, descricao: 'x' })
      .expect(403);
    const [{ count }] = await db.query(
      `SELECT count(*)::int AS count FROM registro_recusado WHERE acao_id = $1`,
      [id],
    );
    expect(count).toBe(0);
  });

  it('accepts the queued checklist of order B after order A on the same unit finished: every item listed on B', async () => {
    const unit = await createEquipment(db, companyId, {
      codigo: 'FC-010',
      contratoId: contractId,
      setor: 'Cobertura',
    });
    const items = ['Limpar os filtros', 'Limpar a bandeja', 'Medir a corrente do compressor'];
    for (const descricao of items)
      await createPlan(db, companyId, {
        equipamentoId: unit,
        periodicidade: 'MS',
        inicio: '2026-01-01',
        descricao,
      });
    const orderA = await startedOrder(unit, 'other');
    const orderB = await startedOrder(unit);
    // The phone holds order B with its checklist, read before going offline.
    const onPhone = (await agents.tech.get(`/api/fs/app/os/${orderB.id}`).expect(200)).body
      .dados as TechnicianOrderDetail;
    expect(onPhone.checklist.map((answer) => answer.item).sort()).toEqual([...items].sort());

    // Order A finishes on the same unit, its answers recorded.
    await agents.other
      .post(`/api/fs/app/os/${orderA.id}/checklist`)
      .send({ id: randomUUID(), respostas: items.map((item) => ({ item, conforme: true })) })
      .expect(201);
    await agents.other
      .post(`/api/fs/app/os/${orderA.id}/fim`)
      .send({ id: randomUUID(), em: ago(5) })
      .expect(201);

    // B's queued checklist is sent: accepted, every item listed on B.
    const sent = await agents.tech
      .post(`/api/fs/app/os/${orderB.id}/checklist`)
      .send({
        id: randomUUID(),
        respostas: onPhone.checklist.map((answer, index) => ({
          item: answer.item,
          conforme: index !== 1,
          ...(index === 1 ? { observacao: 'Bandeja com lodo' } : {}),
        })),
      })
      .expect(201);
    const checklist = (sent.body.dados as TechnicianActionResult).ordem!.checklist;
    expect(checklist.map((answer) => [answer.item, answer.conforme]).sort()).toEqual(
      onPhone.checklist.map((answer, index) => [answer.item, index !== 1]).sort(),
    );
    const office = (await agents.supervisor.get(`/api/fs/ordens/${orderB.id}`).expect(200)).body
      .dados as ServiceOrderDetail;
    expect(office.checklist).toHaveLength(items.length);
  });
});
