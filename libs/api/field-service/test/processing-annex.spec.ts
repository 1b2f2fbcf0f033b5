import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { DataSource } from 'typeorm';
import { PersonalDataRegistry } from '@campo/platform';
import { createCompany, readPdf, type SessionAgent, signIn } from '@campo/platform/testing';
import { createClient, createContract, createFieldServiceApp } from './support';

/**
 * The data-processing annex of a client contract: the client as controller, the company
 * as processor with its encarregado, and every category the company processes for the
 * client, in the record's words, as a PDF only the ADMIN prints.
 */
describe('data-processing annex of a contract', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let companyId: string;
  let admin: SessionAgent;
  let supervisor: SessionAgent;
  let contractId: string;

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    companyId = (await createCompany(db, { name: 'Ar Puro Manutenção' })).id;
    const clientId = await createClient(db, companyId, {
      codigo: 'HSL',
      nome: 'Hospital São Lucas',
    });
    await db.query(`UPDATE cliente SET cnpj = '11222333000181' WHERE id = $1`, [clientId]);
    contractId = await createContract(db, companyId, { codigo: 'CT-HSL', clienteId: clientId });
    await db.query(`UPDATE contrato SET inicio = '2026-01-01', fim = '2027-12-31' WHERE id = $1`, [
      contractId,
    ]);
    admin = (await signIn(app, db, { companyId, role: 'ADMIN' })).api;
    supervisor = (await signIn(app, db, { companyId, role: 'SUPERVISOR' })).api;
  });
  afterAll(() => app.close());

  const annex = (agent: SessionAgent, id: string) =>
    agent.get(`/api/fs/contratos/${id}/anexo-de-tratamento.pdf`);

  it('names the parties, the encarregado and every category processed for the client', async () => {
    const missing = readPdf((await annex(admin, contractId).responseType('blob').expect(200)).body)
      .text.join(' ')
      .replace(/\s+/g, ' ');
    expect(missing).toContain('Não indicado: a operadora deve indicar o encarregado');

    await admin
      .patch('/api/admin/empresa')
      .send({ encarregado: { nome: 'Ana Prado', email: 'dpo@arpuro.com.br' } })
      .expect(200);
    const response = await annex(admin, contractId).responseType('blob').expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Anexo de tratamento de dados');
    // KEEP_PDF=<file> keeps the PDF to look at.
    if (process.env['KEEP_PDF']) writeFileSync(process.env['KEEP_PDF'], response.body as Buffer);
    const text = readPdf(response.body as Buffer)
      .text.join(' ')
      .replace(/\s+/g, ' ');
    for (const expected of [
      'Anexo de tratamento de dados pessoais',
      'Contrato CT-HSL',
      'Hospital São Lucas, CNPJ 11.222.333/0001-81',
      'Ar Puro Manutenção',
      'Ana Prado — dpo@arpuro.com.br',
      'de 01/01/2026 até 31/12/2027',
      'em até 24 horas da ciência',
      'Resolução CD/ANPD nº 15/2024',
    ])
      expect(text).toContain(expected);
    // Every category the company processes for the client, and none of its own staff's.
    for (const activity of app.get(PersonalDataRegistry).list()) {
      const title = activity.title.replace(/\s+/g, ' ');
      if (activity.role === 'OPERADORA') expect(text).toContain(title.slice(0, 30));
      else expect(text).not.toContain(title);
    }
  });

  it('is for the ADMIN, of a contract of the company', async () => {
    await annex(supervisor, contractId).expect(403);
    await annex(admin, randomUUID())
      .expect(404)
      .expect((response) => expect(response.body.codigo).toBe('CONTRATO_NAO_ENCONTRADO'));
    const other = (await createCompany(db, { name: 'Outra' })).id;
    const { api } = await signIn(app, db, { companyId: other, role: 'ADMIN' });
    await annex(api, contractId).expect(404);
  });
});
