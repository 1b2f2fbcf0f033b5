import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { ingestionMigrations, INGESTION_HTTP_OPTIONS, IngestionModule } from '@campo/ingestion';
import {
  createCompany,
  createTestApp,
  readPdf,
  type SessionAgent,
  signIn,
} from '@campo/platform/testing';
import { fieldServiceMigrations, FieldServiceModule } from '../src';
import { fluidFactories } from './fluid-support';

/** A small, real PDF (header, one empty page, trailer): a reclaimer's certificate, as the storage checks it. */
const CERTIFICATE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const SUPPLY = { fornecedor: 'Frigelar', notaFiscal: 'NF 1', lote: 'L-1' };

/**
 * Issue #47, item 3: refrigerant cylinders recorded once and picked by gas events, the
 * remaining mass of a supply cylinder, destinations with their certificates, the report's
 * "Cilindros" section and the technician's day carrying the active cylinders.
 */
describe('refrigerant cylinders and destinations', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let supervisor: SessionAgent;
  let technician: SessionAgent;
  let other: SessionAgent;
  let companyId: string;
  let site: { client: string; contract: string; contractCode: string };
  let factories: ReturnType<typeof fluidFactories>;
  let serial = 0;

  beforeAll(async () => {
    app = await createTestApp({
      imports: [IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
    });
    db = app.get<DataSource>(getDataSourceToken());
    const company = await createCompany(db);
    companyId = company.id;
    supervisor = (await signIn(app, db, { companyId, role: 'SUPERVISOR' })).api;
    technician = (await signIn(app, db, { companyId, role: 'TECNICO' })).api;
    const otherCompany = await createCompany(db);
    other = (await signIn(app, db, { companyId: otherCompany.id, role: 'ADMIN' })).api;
    factories = fluidFactories(db, companyId);
    site = await factories.clientWithContract('HOSP', 'Hospital');
  });
  afterAll(() => app.close());

  const next = (prefix: string) => `${prefix}-${++serial}`;

  async function cylinder(
    agent: SessionAgent,
    values: { finalidade: 'CARGA' | 'RECOLHIMENTO'; tipoGas: string; massaKg: number },
  ) {
    const response = await agent
      .post('/api/fs/fluidos/cilindros')
      .send({
        identificacao: next('CIL'),
        ...(values.finalidade === 'CARGA' ? SUPPLY : {}),
        ...values,
      })
      .expect(201);
    return response.body.dados as {
      id: string;
      identificacao: string;
      saldoKg: number | null;
      tipoGas: string;
    };
  }

  async function unit(gas = 'R-410A') {
    return factories.equipment(site, {
      codigo: next('EQ'),
      setor: 'UTI',
      gas,
      cargaKg: 5,
    });
  }

  const event = (
    equipmentId: string,
    values: Record<string, unknown> & { tipoEvento: string; quantidadeKg: number },
  ) =>
    supervisor.post('/api/fs/fluidos').send({
      id: randomUUID(),
      equipamentoId: equipmentId,
      tipoGas: 'R-410A',
      dataEvento: '2026-03-10',
      ...values,
    });

  it('records a supply cylinder once: the gas normalised, supplier, invoice and lot required, one identification per company', async () => {
    const created = await supervisor
      .post('/api/fs/fluidos/cilindros')
      .send({
        finalidade: 'CARGA',
        identificacao: 'A-100',
        tipoGas: 'r410a',
        massaKg: '11,35',
        ...SUPPLY,
      })
      .expect(201);
    expect(created.body.dados).toMatchObject({
      finalidade: 'CARGA',
      identificacao: 'A-100',
      tipoGas: 'R-410A',
      massaKg: 11.35,
      fornecedor: 'Frigelar',
      ativo: true,
      movimentadoKg: 0,
      saldoKg: 11.35,
    });

    const incomplete = await supervisor
      .post('/api/fs/fluidos/cilindros')
      .send({ finalidade: 'CARGA', identificacao: 'A-101', tipoGas: 'R-410A', massaKg: 5 })
      .expect(400);
    expect(incomplete.body).toMatchObject({ sucesso: false, codigo: 'DADOS_INVALIDOS' });
    expect(incomplete.body.detalhes).toEqual([
      'fornecedor: informe o fornecedor do gás',
      'notaFiscal: informe a nota fiscal de compra',
      'lote: informe o lote do fabricante',
    ]);

    const duplicate = await supervisor
      .post('/api/fs/fluidos/cilindros')
      .send({
        finalidade: 'RECOLHIMENTO',
        identificacao: ' a-100 ',
        tipoGas: 'R-410A',
        massaKg: 20,
      })
      .expect(409);
    expect(duplicate.body).toMatchObject({ codigo: 'CILINDRO_DUPLICADO' });
    // Another company may use the same number.
    await other
      .post('/api/fs/fluidos/cilindros')
      .send({ finalidade: 'RECOLHIMENTO', identificacao: 'A-100', tipoGas: 'R-410A', massaKg: 20 })
      .expect(201);

    const edited = await supervisor
      .patch(`/api/fs/fluidos/cilindros/${created.body.dados.id}`)
      .send({ lote: 'L-2' })
      .expect(200);
    expect(edited.body.dados).toMatchObject({ lote: 'L-2', notaFiscal: 'NF 1' });

    const listed = await supervisor
      .get('/api/fs/fluidos/cilindros?finalidade=CARGA&tipoGas=R-410A&ativo=true')
      .expect(200);
    expect(
      listed.body.dados.map((item: { identificacao: string }) => item.identificacao),
    ).toContain('A-100');
    await supervisor
      .post(`/api/fs/fluidos/cilindros/${created.body.dados.id}/desativacao`)
      .expect(200);
    const inactive = await supervisor.get('/api/fs/fluidos/cilindros?ativo=false').expect(200);
    expect(
      inactive.body.dados.map((item: { identificacao: string }) => item.identificacao),
    ).toEqual(['A-100']);
    await technician.get('/api/fs/fluidos/cilindros').expect(403);
  });

  it('refuses a charge from a cylinder of another gas, purpose or company, or an inactive one (422 CILINDRO_INVALIDO)', async () => {
    const equipment = await unit();
    const r22 = await cylinder(supervisor, { finalidade: 'CARGA', tipoGas: 'R-22', massaKg: 13.6 });
    const recovery = await cylinder(supervisor, {
      finalidade: 'RECOLHIMENTO',
      tipoGas: 'R-410A',
      massaKg: 20,
    });
    const foreign = await cylinder(other, { finalidade: 'CARGA', tipoGas: 'R-410A', massaKg: 10 });
    const retired = await cylinder(supervisor, {
      finalidade: 'CARGA',
      tipoGas: 'R-410A',
      massaKg: 10,
    });
    await supervisor.post(`/api/fs/fluidos/cilindros/${retired.id}/desativacao`).expect(200);

    const refusal = async (cylinderId: string) => {
      const response = await event(equipment, {
        tipoEvento: 'Recarga',
        quantidadeKg: 0.5,
        cilindroId: cylinderId,
      }).expect(422);
      return [response.body.codigo, response.body.motivo, response.body.erro];
    };
    expect(await refusal(r22.id)).toEqual([
      'CILINDRO_INVALIDO',
      'GAS_DIFERENTE',
      `cilindroId: o cilindro ${r22.identificacao} é de R-22, não de R-410A.`,
    ]);
    expect(await refusal(recovery.id)).toEqual([
      'CILINDRO_INVALIDO',
      'FINALIDADE',
      `cilindroId: o cilindro ${recovery.identificacao} é de recolhimento; uma recarga sai de um cilindro de carga (gás novo).`,
    ]);
    expect(await refusal(foreign.id)).toEqual([
      'CILINDRO_INVALIDO',
      'NAO_ENCONTRADO',
      'cilindroId: cilindro não encontrado nesta empresa.',
    ]);
    expect((await refusal(retired.id)).slice(0, 2)).toEqual(['CILINDRO_INVALIDO', 'INATIVO']);

    // A withdrawal into a supply cylinder is refused the same way.
    const supply = await cylinder(supervisor, {
      finalidade: 'CARGA',
      tipoGas: 'R-410A',
      massaKg: 10,
    });
    const wrongWay = await event(equipment, {
      tipoEvento: 'Retirada',
      quantidadeKg: 0.5,
      cilindroId: supply.id,
    }).expect(422);
    expect(wrongWay.body).toMatchObject({ codigo: 'CILINDRO_INVALIDO', motivo: 'FINALIDADE' });
    const count = await db.query(
      `SELECT count(*)::int AS n FROM fluido_evento WHERE empresa_id = $1 AND equipamento_id = $2`,
      [companyId, equipment],
    );
    expect(count[0].n).toBe(0);
  });

  it('keeps the remaining mass of a supply cylinder; a charge above it is accepted and flagged for review', async () => {
    const equipment = await unit();
    const supply = await cylinder(supervisor, {
      finalidade: 'CARGA',
      tipoGas: 'R-410A',
      massaKg: 3,
    });
    for (const kg of [0.8, 1.2])
      await event(equipment, {
        tipoEvento: 'Recarga',
        quantidadeKg: kg,
        cilindroId: supply.id,
        dataEvento: kg === 0.8 ? '2026-02-01' : '2026-02-15',
      }).expect(201);
    const after = await supervisor.get(`/api/fs/fluidos/cilindros/${supply.id}`).expect(200);
    expect(after.body.dados).toMatchObject({ movimentadoKg: 2, saldoKg: 1 });

    const over = await event(equipment, {
      tipoEvento: 'Recarga',
      quantidadeKg: 1.5,
      cilindroId: supply.id,
      dataEvento: '2026-03-01',
    }).expect(201);
    expect(over.body.dados).toMatchObject({
      cilindroId: supply.id,
      cilindroIdentificacao: supply.identificacao,
      revisao: 'PENDENTE',
      sinais: [
        {
          codigo: 'ACIMA_DO_SALDO_DO_CILINDRO',
          motivo: `Recarga de 1,50 kg acima do saldo de 1,00 kg do cilindro ${supply.identificacao}.`,
        },
      ],
    });
    const overdrawn = await supervisor.get(`/api/fs/fluidos/cilindros/${supply.id}`).expect(200);
    expect(overdrawn.body.dados).toMatchObject({ movimentadoKg: 3.5, saldoKg: -0.5 });
  });

  it('asks the certificate file of a regeneration or destruction, and the contract of a reuse on site', async () => {
    const recovery = await cylinder(supervisor, {
      finalidade: 'RECOLHIMENTO',
      tipoGas: 'R-410A',
      massaKg: 20,
    });
    const path = `/api/fs/fluidos/cilindros/${recovery.id}/destinacoes`;
    const withoutFile = await supervisor
      .post(path)
      .field('data', '2026-04-01')
      .field('destino', 'DESTRUICAO')
      .field('destinatarioNome', 'Incineradora Sul')
      .field('destinatarioCnpj', '11.222.333/0001-81')
      .field('massaKg', '2,4')
      .expect(400);
    expect(withoutFile.body.detalhes).toEqual([
      'certificado: anexe o certificado de regeneração ou destruição (PDF ou imagem)',
    ]);
    const badCnpj = await supervisor
      .post(path)
      .field('data', '2026-04-01')
      .field('destino', 'REGENERACAO')
      .field('destinatarioNome', 'Regenera')
      .field('destinatarioCnpj', '11.222.333/0001-00')
      .field('massaKg', '2,4')
      .attach('certificado', CERTIFICATE_PDF, { filename: 'c.pdf', contentType: 'application/pdf' })
      .expect(400);
    expect(badCnpj.body.detalhes).toEqual(['destinatarioCnpj: CNPJ inválido']);

    const reuse = await supervisor
      .post(path)
      .field('data', '2026-04-01')
      .field('destino', 'REUTILIZADO_NO_LOCAL')
      .field('massaKg', '1')
      .expect(400);
    expect(reuse.body.detalhes).toEqual([
      'contratoId: informe o contrato do local onde o gás foi reutilizado',
    ]);
    const reused = await supervisor
      .post(path)
      .field('data', '2026-04-01')
      .field('destino', 'REUTILIZADO_NO_LOCAL')
      .field('contratoId', site.contract)
      .field('massaKg', '1')
      .expect(201);
    expect(reused.body.dados).toMatchObject({
      destino: 'REUTILIZADO_NO_LOCAL',
      contratoCodigo: site.contractCode,
      arquivoId: null,
    });

    const regenerated = await supervisor
      .post(path)
      .field('data', '2026-05-02')
      .field('destino', 'REGENERACAO')
      .field('destinatarioNome', 'Regenera Gases Ltda.')
      .field('destinatarioCnpj', '11.222.333/0001-81')
      .field('massaKg', '2,4')
      .field('certificadoNumero', 'CR-2026-118')
      .attach('certificado', CERTIFICATE_PDF, { filename: 'c.pdf', contentType: 'application/pdf' })
      .expect(201);
    expect(regenerated.body.dados).toMatchObject({
      destino: 'REGENERACAO',
      destinatarioCnpj: '11222333000181',
      massaKg: 2.4,
      certificadoNumero: 'CR-2026-118',
    });
    const file = await supervisor
      .get(`/api/arquivos/${regenerated.body.dados.arquivoId}`)
      .buffer(true)
      .expect(200);
    expect(Buffer.from(file.body).equals(CERTIFICATE_PDF)).toBe(true);
    await technician.get(`/api/arquivos/${regenerated.body.dados.arquivoId}`).expect(403);

    const listed = await supervisor.get(path).expect(200);
    expect(listed.body.dados.map((item: { destino: string }) => item.destino)).toEqual([
      'REUTILIZADO_NO_LOCAL',
      'REGENERACAO',
    ]);
    const cylinderAfter = await supervisor
      .get(`/api/fs/fluidos/cilindros/${recovery.id}`)
      .expect(200);
    expect(cylinderAfter.body.dados.destinadoKg).toBe(3.4);

    const supply = await cylinder(supervisor, {
      finalidade: 'CARGA',
      tipoGas: 'R-410A',
      massaKg: 10,
    });
    const notRecovery = await supervisor
      .post(`/api/fs/fluidos/cilindros/${supply.id}/destinacoes`)
      .field('data', '2026-04-01')
      .field('destino', 'REUTILIZADO_NO_LOCAL')
      .field('contratoId', site.contract)
      .field('massaKg', '1')
      .expect(400);
    expect(notRecovery.body.detalhes).toEqual([
      `cilindro ${supply.identificacao}: só um cilindro de recolhimento tem destinação`,
    ]);
  });

  it('lists the cylinders in the annual report, with the mass balance destined read from the destinations', async () => {
    const place = await factories.clientWithContract('REL', 'Cliente do relatório');
    const equipment = await factories.equipment(place, {
      codigo: 'EQ-REL',
      setor: 'Centro cirúrgico',
      gas: 'R-32',
      cargaKg: 4,
    });
    const supply = await cylinder(supervisor, { finalidade: 'CARGA', tipoGas: 'R-32', massaKg: 9 });
    const recovery = await cylinder(supervisor, {
      finalidade: 'RECOLHIMENTO',
      tipoGas: 'R-32',
      massaKg: 20,
    });
    const r32 = (values: Record<string, unknown> & { tipoEvento: string; quantidadeKg: number }) =>
      event(equipment, { tipoGas: 'R-32', ...values });
    await r32({
      tipoEvento: 'Recarga',
      quantidadeKg: 0.6,
      cilindroId: supply.id,
      dataEvento: '2026-01-20',
    }).expect(201);
    await r32({
      tipoEvento: 'Recarga',
      quantidadeKg: 0.9,
      cilindroId: supply.id,
      dataEvento: '2026-06-20',
    }).expect(201);
    // Last year's charge from the same cylinder is outside 2026's period.
    await r32({
      tipoEvento: 'Recarga',
      quantidadeKg: 0.5,
      cilindroId: supply.id,
      dataEvento: '2025-11-20',
    }).expect(201);
    // Recovered into the cylinder with "reuse" said on the phone; the cylinder then went to a reclaimer.
    await r32({
      tipoEvento: 'Retirada',
      quantidadeKg: 2.5,
      cilindroId: recovery.id,
      destino: 'REUTILIZADO_NO_LOCAL',
      dataEvento: '2026-07-01',
    }).expect(201);
    await supervisor
      .post(`/api/fs/fluidos/cilindros/${recovery.id}/destinacoes`)
      .field('data', '2026-08-15')
      .field('destino', 'REGENERACAO')
      .field('destinatarioNome', 'Regenera Gases Ltda.')
      .field('destinatarioCnpj', '11222333000181')
      .field('massaKg', '2,45')
      .field('certificadoNumero', 'CR-77')
      .attach('certificado', CERTIFICATE_PDF, { filename: 'c.pdf', contentType: 'application/pdf' })
      .expect(201);

    const query = `ano=2026&clienteId=${place.client}`;
    const report = (await supervisor.get(`/api/fs/fluidos/relatorio-anual?${query}`).expect(200))
      .body.dados;
    expect(report.cilindros).toEqual({
      carga: [
        {
          id: supply.id,
          identificacao: supply.identificacao,
          tipoGas: 'R-32',
          fornecedor: 'Frigelar',
          notaFiscal: 'NF 1',
          lote: 'L-1',
          massaKg: 9,
          carregadoNoPeriodoKg: 1.5,
        },
      ],
      recolhimento: [
        {
          id: recovery.id,
          identificacao: recovery.identificacao,
          tipoGas: 'R-32',
          recolhidoNoPeriodoKg: 2.5,
          destinacoes: [
            {
              data: '2026-08-15',
              destino: 'REGENERACAO',
              destinatario: 'Regenera Gases Ltda. (CNPJ 11.222.333/0001-81)',
              massaKg: 2.45,
              certificadoNumero: 'CR-77',
              certificadoAnexo: true,
            },
          ],
        },
      ],
    });
    // One definition of the destination: the recovery list and the balance read the cylinder's.
    expect(report.recuperacao.eventos).toMatchObject([
      { destino: 'REGENERACAO', cilindro: recovery.identificacao, certificado: 'CR-77' },
    ]);
    expect(report.recuperacao.porDestino).toEqual([{ destino: 'REGENERACAO', kg: 2.5 }]);
    expect(report.balanco.linhas).toMatchObject([
      { tipoGas: 'R-32', carregadoKg: 1.5, recolhidoKg: 2.5, destinadoKg: 2.5 },
    ]);
    // In 2025 the destination (August 2026) had not happened: no cylinder section for recoveries, none destined.
    const before = (
      await supervisor
        .get(`/api/fs/fluidos/relatorio-anual?ano=2025&clienteId=${place.client}`)
        .expect(200)
    ).body.dados;
    expect(before.cilindros.carga).toMatchObject([{ carregadoNoPeriodoKg: 0.5 }]);
    expect(before.cilindros.recolhimento).toEqual([]);

    const pdf = await supervisor
      .get(`/api/fs/fluidos/relatorio-anual/pdf?${query}`)
      .buffer(true)
      .expect(200);
    const text = readPdf(pdf.body).text.join(' ');
    for (const expected of [
      'Cilindros',
      supply.identificacao,
      'Frigelar',
      recovery.identificacao,
      'Regenera Gases Ltda. (CNPJ 11.222.333/0001-81)',
      'CR-77',
    ])
      expect(text).toContain(expected);
  });

  it("carries the company's active cylinders in the technician's day, for picking offline", async () => {
    const active = await cylinder(supervisor, {
      finalidade: 'CARGA',
      tipoGas: 'R-22',
      massaKg: 13.6,
    });
    const retired = await cylinder(supervisor, {
      finalidade: 'RECOLHIMENTO',
      tipoGas: 'R-22',
      massaKg: 20,
    });
    await supervisor.post(`/api/fs/fluidos/cilindros/${retired.id}/desativacao`).expect(200);
    const day = (await technician.get('/api/fs/app/os').expect(200)).body.dados;
    const ids = day.cilindros.map((option: { id: string }) => option.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(retired.id);
    expect(day.cilindros.find((option: { id: string }) => option.id === active.id)).toEqual({
      id: active.id,
      finalidade: 'CARGA',
      identificacao: active.identificacao,
      tipoGas: 'R-22',
      saldoKg: 13.6,
    });
  });
});
