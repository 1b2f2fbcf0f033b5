import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DataSource } from 'typeorm';
import {
  type DocumentTableSection,
  indoorAirRetestDate,
  indoorAirStandingText,
  type IndoorAirSchedule,
} from '@campo/contracts';
import { createCompany, type SessionAgent, signIn } from '@campo/platform/testing';
import { createClient, createContract, createFieldServiceApp } from './support';

/**
 * A contract's indoor-air standing (issue 46) has one definition: a room never analysed
 * is "pendente" (never "em dia"), a failed analysis makes the contract "não conforme"
 * with a re-test date until a re-test of that room passes; the admin's schedule, the
 * client's portal and the PMOC print the same.
 */
describe('indoor-air standing', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let companyId: string;
  let contractId: string;
  let admin: SessionAgent;
  let client: SessionAgent;
  const rooms: Record<string, string> = {};
  const daysAgo = (days: number) =>
    new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    companyId = (await createCompany(db)).id;
    const clientId = await createClient(db, companyId, { codigo: 'H', nome: 'Hospital' });
    contractId = await createContract(db, companyId, { codigo: 'CT-AR', clienteId: clientId });
    for (const [code, name] of [
      ['AMB-01', 'Centro cirúrgico'],
      ['AMB-02', 'UTI'],
    ]) {
      const [row] = await db.query(
        `INSERT INTO ambiente (empresa_id, contrato, contrato_id, codigo, nome) VALUES ($1, 'CT-AR', $2, $3, $4) RETURNING id`,
        [companyId, contractId, code, name],
      );
      rooms[code] = row.id;
    }
    ({ api: admin } = await signIn(app, db, { companyId, role: 'ADMIN' }));
    ({ api: client } = await signIn(app, db, { companyId, role: 'CLIENTE', clientId }));
  });
  afterAll(() => app.close());

  const analyse = (room: string, day: string, co2: number) =>
    admin
      .post('/api/fs/qualidade-ar/analises')
      .field('contratoId', contractId)
      .field('ambienteId', rooms[room])
      .field('laboratorio', 'Conforlab')
      .field('dataColeta', day)
      .field('valores', JSON.stringify([{ grandeza: 'CO2', interno: co2, externo: 420 }]))
      .expect(201);

  /** The standing as the admin's schedule, the portal and the PMOC give it (a PMOC per call: another year). */
  let pmocYear = 2100;
  const everywhere = async () => {
    const agenda = (await admin.get('/api/fs/qualidade-ar/agenda').expect(200)).body
      .dados as IndoorAirSchedule[];
    const adminSchedule = agenda.find((item) => item.contratoId === contractId)!;
    const portal = (await client.get('/api/portal/qualidade-do-ar').expect(200)).body.dados
      .agenda as IndoorAirSchedule[];
    const portalSchedule = portal.find((item) => item.contratoId === contractId)!;
    const pmoc = await admin
      .post('/api/fs/pmoc/gerar')
      .send({ contratoId: contractId, ano: --pmocYear })
      .expect(201);
    const sections = pmoc.body.dados.conteudo.secoes as Array<{ id: string; html?: string }>;
    const air = sections.find((section) => section.id === 'qualidade-ar')!;
    const results = sections.find((section) => section.id === 'qualidade-ar-resultados') as
      DocumentTableSection | undefined;
    return { adminSchedule, portalSchedule, air: air.html!, results };
  };

  it('reads a room never analysed as pending, with no analysis at all as pending too', async () => {
    const { adminSchedule, portalSchedule, air } = await everywhere();
    expect(adminSchedule).toMatchObject({
      situacao: 'SEM_ANALISE',
      ambientesPendentes: ['AMB-01', 'AMB-02'],
    });
    expect(portalSchedule).toEqual(adminSchedule);
    expect(air).toContain(`<strong>Situação:</strong> ${indoorAirStandingText(adminSchedule)}`);
    expect(indoorAirStandingText(adminSchedule)).toBe(
      'Pendente (sem análise) — sem análise: AMB-01, AMB-02',
    );
  });

  it('makes the contract non-conforming with a re-test date until the re-test passes', async () => {
    const failedOn = daysAgo(10);
    await analyse('AMB-01', failedOn, 1400);
    const failed = await everywhere();
    expect(failed.adminSchedule).toMatchObject({
      situacao: 'NAO_CONFORME',
      reprovada: true,
      retesteAte: indoorAirRetestDate(failedOn),
      ambientesPendentes: ['AMB-02'],
    });
    expect(failed.portalSchedule).toEqual(failed.adminSchedule);
    const text = indoorAirStandingText(failed.adminSchedule);
    expect(text).toBe(
      `Não conforme — reteste até ${indoorAirRetestDate(failedOn).split('-').reverse().join('/')}; sem análise: AMB-02`,
    );
    expect(failed.air).toContain(`<strong>Situação:</strong> ${text}`);
    // The room never analysed has its own line in the PMOC's results: pending.
    expect(failed.results!.linhas).toContainEqual([
      '—',
      'AMB-02 — UTI',
      '—',
      'Todos',
      '—',
      '—',
      '—',
      '—',
      'Pendente',
    ]);
    // The re-test of the failed room passes: still pending while the ICU was never analysed.
    await analyse('AMB-01', daysAgo(2), 700);
    const retested = await everywhere();
    expect(retested.adminSchedule).toMatchObject({
      situacao: 'PENDENTE',
      reprovada: false,
      retesteAte: null,
    });
    expect(retested.portalSchedule).toEqual(retested.adminSchedule);
    await analyse('AMB-02', daysAgo(1), 650);
    const done = await everywhere();
    expect(done.adminSchedule).toMatchObject({ situacao: 'EM_DIA', ambientesPendentes: [] });
    expect(done.air).toContain('<strong>Situação:</strong> Em dia</p>');
  });
});
