import type { NestExpressApplication } from '@nestjs/platform-express';
import { PDFDocument } from 'pdf-lib';
import type { DataSource } from 'typeorm';
import { createCompany, readPdf, type SessionAgent, signIn } from '@campo/platform/testing';
import {
  createClient,
  createContract,
  createEquipment,
  createFieldServiceApp,
  createOrder,
  createPlan,
  recordActivityExecution,
} from './support';

/** A lab report of `pages` pages of a size no rendered page has (500 × 700 pt), to be found again. */
async function labPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page++)
    pdf.addPage([500, 700]).drawText(`Laudo do laboratorio, pagina ${page + 1}`, { x: 40, y: 600 });
  return Buffer.from(await pdf.save());
}

/**
 * The PMOC's annex filled from what the product holds (issue 46): the company's CNPJ and
 * CREA, the lab's identity and its report PDFs appended to the PMOC's PDF, the ART/TRT's
 * file, the RT's approval of the executions, and every standard cited with its year.
 */
describe('PMOC annex', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let companyId: string;
  let contractId: string;
  let orderId: string;
  let admin: SessionAgent;
  let supervisor: SessionAgent;
  let rt: SessionAgent;
  let rtUserId: string;
  let analysisId: string;

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    companyId = (await createCompany(db)).id;
    const clientId = await createClient(db, companyId, { codigo: 'HX', nome: 'Hospital X' });
    await db.query(`UPDATE cliente SET cnpj = '11222333000181' WHERE id = $1`, [clientId]);
    contractId = await createContract(db, companyId, { codigo: 'CT-ANX', clienteId: clientId });
    const [room] = await db.query(
      `INSERT INTO ambiente (empresa_id, contrato, contrato_id, codigo, nome) VALUES ($1, 'CT-ANX', $2, 'AMB-01', 'Centro cirúrgico') RETURNING id`,
      [companyId, contractId],
    );
    ({ api: admin } = await signIn(app, db, { companyId, role: 'ADMIN' }));
    ({ api: supervisor } = await signIn(app, db, { companyId, role: 'SUPERVISOR' }));
    const signedRt = await signIn(app, db, {
      companyId,
      role: 'SUPERVISOR',
      name: 'Eng. Rita Tavares',
    });
    rt = signedRt.api;
    rtUserId = signedRt.user.id;
    await db.query(`UPDATE users SET registro_profissional = 'CREA-SP 5061112223' WHERE id = $1`, [
      rtUserId,
    ]);
    await admin
      .put(`/api/fs/contratos/${contractId}/responsavel-tecnico`)
      .send({ usuarioId: rtUserId, art: '28027230260001', artValidade: '2099-12-31' })
      .expect(200);

    // A unit with an activity executed on a concluded order this year.
    const unit = await createEquipment(db, companyId, {
      codigo: 'AC-01',
      contratoId: contractId,
      setor: 'Centro cirúrgico',
    });
    const year = new Date().getUTCFullYear();
    const activity = await createPlan(db, companyId, {
      equipamentoId: unit,
      periodicidade: 'MS',
      inicio: `${year}-01-01`,
    });
    orderId = await createOrder(db, companyId, {
      codigo: 'OS-ANX-1',
      contratoId: contractId,
      equipamentoId: unit,
      tipo: 'PREVENTIVA',
      abertura: `${year}-01-05T09:00:00-03:00`,
      fim: `${year}-01-05T11:00:00-03:00`,
    });
    await recordActivityExecution(db, companyId, {
      equipamentoId: unit,
      atividadeId: activity,
      data: `${year}-01-05`,
      ordemId: orderId,
    });

    const created = await admin
      .post('/api/fs/qualidade-ar/analises')
      .field('contratoId', contractId)
      .field('ambienteId', room.id)
      .field('laboratorio', 'Laboratório Ar Puro')
      .field('laboratorioCnpj', '11.444.777/0001-61')
      .field('laboratorioAcreditacao', 'CRL 1234')
      .field('laboratorioResponsavel', 'Dra. Lia Souza')
      .field('laboratorioResponsavelRegistro', 'CRQ-SP 04123456')
      .field('laudoNumero', 'LAB-77')
      .field('generosFungos', JSON.stringify(['Aspergillus', 'Penicillium']))
      .field('dataColeta', `${year}-01-10`)
      .field('valores', JSON.stringify([{ grandeza: 'FUNGOS', interno: 500, externo: 200 }]))
      .attach('laudo', await labPdf(2), { filename: 'laudo.pdf', contentType: 'application/pdf' })
      .expect(201);
    analysisId = created.body.dados.id;
  });
  afterAll(() => app.close());

  const generate = async (year: number) =>
    (await admin.post('/api/fs/pmoc/gerar').send({ contratoId: contractId, ano: year }).expect(201))
      .body.dados as {
      id: string;
      conteudo: { secoes: Array<{ id: string; html?: string; linhas?: unknown[][] }> };
    };
  const section = (document: Awaited<ReturnType<typeof generate>>, id: string) =>
    document.conteudo.secoes.find((item) => item.id === id)!;

  it('refuses a CNPJ whose check digits are wrong, for the company and for the lab', async () => {
    const company = await admin
      .patch('/api/admin/empresa')
      .send({ cnpj: '11.222.333/0001-82' })
      .expect(400);
    expect(company.body).toMatchObject({ sucesso: false, codigo: 'DADOS_INVALIDOS' });
    expect(company.body.erro).toContain('não é um CNPJ válido');
    const lab = await admin
      .patch(`/api/fs/qualidade-ar/analises/${analysisId}`)
      .send({ laboratorioCnpj: '11444777000160' })
      .expect(400);
    expect(lab.body).toMatchObject({ sucesso: false, codigo: 'DADOS_INVALIDOS' });
    expect(lab.body.detalhes).toEqual([expect.stringContaining('laboratorioCnpj')]);
  });

  it('keeps the lab identity, the genera and the report PDFs on the analysis', async () => {
    const patched = await admin
      .patch(`/api/fs/qualidade-ar/analises/${analysisId}`)
      .send({ generosFungos: ['Aspergillus', 'Penicillium', 'aspergillus', 'Cladosporium'] })
      .expect(200);
    expect(patched.body.dados).toMatchObject({
      laboratorioCnpj: '11444777000161',
      laboratorioAcreditacao: 'CRL 1234',
      laboratorioResponsavel: 'Dra. Lia Souza',
      generosFungos: ['Aspergillus', 'Penicillium', 'Cladosporium'],
    });
    expect(patched.body.dados.laudos).toHaveLength(1);
    const notPdf = await admin
      .post(`/api/fs/qualidade-ar/analises/${analysisId}/laudos`)
      .attach('laudo', Buffer.from('texto'), { filename: 'x.pdf', contentType: 'application/pdf' })
      .expect(415);
    expect(notPdf.body.codigo).toBe('TIPO_DE_ARQUIVO_NAO_ACEITO');
  });

  it('lets only the contract RT approve the executions, and records the approval', async () => {
    const refused = await supervisor.post(`/api/fs/ordens/${orderId}/aprovacao-rt`).expect(403);
    expect(refused.body.codigo).toBe('APROVACAO_SOMENTE_RT');
    expect(refused.body.erro).toContain('Eng. Rita Tavares');
    const approved = await rt.post(`/api/fs/ordens/${orderId}/aprovacao-rt`).expect(201);
    expect(approved.body.dados).toMatchObject({
      aprovadoPor: 'Eng. Rita Tavares',
      registro: 'CREA-SP 5061112223',
      execucoes: 1,
    });
    await rt.post(`/api/fs/ordens/${orderId}/aprovacao-rt`).expect(409);
    const [audit] = await db.query(
      `SELECT action, actor_id AS "actorId" FROM audit_events WHERE empresa_id = $1 AND target_id = $2`,
      [companyId, orderId],
    );
    expect(audit).toMatchObject({ action: 'EXECUCOES_APROVADAS_RT', actorId: rtUserId });

    const record = section(await generate(new Date().getUTCFullYear()), 'registro-execucao');
    const approvedBy = record.linhas!.map((row) => row[6]);
    expect(approvedBy).toContainEqual(
      expect.stringMatching(/^Eng\. Rita Tavares — CREA-SP 5061112223, aprovada em \d{2}\/\d{2}/),
    );
    expect(approvedBy).not.toContainEqual(expect.stringContaining('Pessoa de Teste'));
  });

  it('prints the company and the lab, lists the report and appends its pages to the PDF', async () => {
    await admin
      .patch('/api/admin/empresa')
      .send({
        cnpj: '27590418000152',
        registroConselho: { conselho: 'CREA', numero: '2183746', uf: 'sp' },
      })
      .expect(200);
    const document = await generate(2099);
    const lead = section(document, 'responsavel-tecnico').html!;
    expect(lead).toContain('27.590.418/0001-52');
    expect(lead).toContain('CREA-SP nº 2183746');
    expect(section(document, 'identificacao').html).toContain('11.222.333/0001-81');
    const annex = section(document, 'anexos').html!;
    expect(annex).toContain('Laudo nº LAB-77');
    expect(annex).toContain(
      'Laboratório Ar Puro (CNPJ 11.444.777/0001-61; ISO/IEC 17025 nº CRL 1234)',
    );
    expect(annex).toContain('PDF de 2 páginas anexado ao final deste documento');
    expect(annex).not.toContain('[preencher]</mark></li><li><strong>Relat');
    const labs = section(document, 'qualidade-ar-laboratorios');
    expect(labs.linhas![0]).toContain('Dra. Lia Souza — CRQ-SP 04123456');
    expect(labs.linhas![0]).toContain('Aspergillus, Penicillium, Cladosporium');
    const legal = section(document, 'base-legal').html!;
    for (const norm of ['NBR 13971:2014', '16401-3:2008', 'NBR 17037:2023', 'NBR 14679:2012'])
      expect(legal).toContain(norm);

    const response = await admin
      .get(`/api/documentos/${document.id}/pdf`)
      .responseType('blob')
      .expect(200);
    const pdf = await PDFDocument.load(response.body);
    const sizes = pdf.getPages().map((page) => page.getSize());
    expect(sizes.slice(-2)).toEqual([
      { width: 500, height: 700 },
      { width: 500, height: 700 },
    ]);
    expect(sizes.slice(0, -2).every((size) => size.width !== 500)).toBe(true);
    const text = readPdf(response.body);
    expect(text.pages).toBe(sizes.length);
    const all = text.text.join(' ');
    expect(all).toContain('27.590.418/0001-52');
    expect(all).toContain('ABNT NBR 13971:2014');
    expect(text.text.at(-1)).toContain('página 2 de 2');
    expect(text.text.at(-1)).toContain('Laudo do laboratorio, pagina 2');
  });
});
