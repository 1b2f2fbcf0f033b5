import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import {
  createCompany,
  makeTestCertificate,
  pdfSignatureCount,
  readPdf,
  type SessionAgent,
  signIn,
  verifyPdfSignature,
} from '@campo/platform/testing';
import { createClient, createContract, createEquipment, createFieldServiceApp } from './support';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/**
 * The final documents of a company with an A1 certificate (uploaded through the API) are
 * signed PAdES: the sealed visit report, the released RGM and the signed PMOC, each
 * verified here over its byte ranges with the signer's name and its reason; their drafts
 * are not. Another company's documents are never signed with it.
 */
describe('digitally signed PDFs of the field service', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const certificate = makeTestCertificate({ commonName: 'CLIMA ASSINA LTDA:11222333000181' });

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
  });
  afterAll(() => app.close());

  /** A company with a client, a contract, a unit, an ADMIN, a supervisor and a technician. */
  async function company(name: string) {
    const { id } = await createCompany(db, { name });
    const clientId = await createClient(db, id, { codigo: 'C', nome: 'Hospital Central' });
    const contractId = await createContract(db, id, { codigo: 'CT-1', clienteId: clientId });
    const equipmentId = await createEquipment(db, id, {
      codigo: 'EQ-1',
      contratoId: contractId,
      setor: 'UTI',
    });
    const admin = await signIn(app, db, { companyId: id, role: 'ADMIN', name: 'Alice Admin' });
    const supervisor = await signIn(app, db, { companyId: id, role: 'SUPERVISOR', name: 'Sara' });
    const technician = await signIn(app, db, { companyId: id, role: 'TECNICO', name: 'Ana' });
    return {
      id,
      clientId,
      contractId,
      equipmentId,
      admin: admin.api,
      adminUser: admin.user,
      supervisor: supervisor.api,
      technician: technician.api,
      technicianId: technician.user.id,
    };
  }
  type Company = Awaited<ReturnType<typeof company>>;

  const pdf = async (api: SessionAgent, url: string): Promise<Buffer> =>
    (await api.get(url).responseType('blob').expect(200)).body as Buffer;

  /** An attended order of the company and `seal`, which gives the client's acceptance and finishes it. */
  async function attendedOrder(of: Company) {
    const opened = await of.supervisor
      .post('/api/fs/ordens')
      .send({ equipamentoId: of.equipmentId, tipo: 'PREVENTIVA', descricao: 'Manutenção' })
      .expect(201);
    const orderId = opened.body.dados.id as string;
    await db.query(`UPDATE ordem_servico SET abertura = now() - interval '2 hours' WHERE id = $1`, [
      orderId,
    ]);
    await of.supervisor
      .post(`/api/fs/ordens/${orderId}/alocacoes`)
      .send({ tecnicoId: of.technicianId })
      .expect(201);
    const field = (path: string, body: object) =>
      of.technician.post(`/api/fs/app/os/${orderId}/${path}`).send(body);
    await field('inicio', { id: randomUUID(), em: ago(60) }).expect(201);
    await field('servicos', { id: randomUUID(), descricao: 'Limpeza de filtros' }).expect(201);
    const seal = async () => {
      const signature = await sharp(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160"><path d="M10 120 C 80 20, 160 20, 220 110" stroke="#000" stroke-width="4" fill="none"/></svg>',
        ),
      )
        .png()
        .toBuffer();
      await field('aceite', {
        id: randomUUID(),
        tipo: 'ASSINADO',
        em: ago(5),
        nome: 'Dra. Carla Mendes',
        documento: 'Gerente de manutenção',
        assinatura: `data:image/png;base64,${signature.toString('base64')}`,
      }).expect(201);
      await field('fim', { id: randomUUID(), em: ago(1) }).expect(201);
    };
    return { orderId, seal };
  }

  it('signs the sealed visit report, not the unsealed one', async () => {
    const of = await company('Clima Assina');
    await of.admin
      .put('/api/admin/empresa/certificado')
      .send({ arquivo: certificate.pfx.toString('base64'), senha: certificate.password })
      .expect(200);
    const { orderId, seal } = await attendedOrder(of);
    const url = `/api/fs/ordens/${orderId}/relatorio.pdf`;
    const draft = await pdf(of.supervisor, url);
    expect(pdfSignatureCount(draft)).toBe(0);
    expect(readPdf(draft).text.join(' ')).not.toContain('assinatura digital');

    await seal();
    const sealed = await pdf(of.supervisor, url);
    expect(verifyPdfSignature(sealed)).toMatchObject({
      valid: true,
      coversWholeFile: true,
      signerCommonName: 'CLIMA ASSINA LTDA:11222333000181',
      chain: [certificate.issuerName, 'CLIMA ASSINA LTDA:11222333000181'],
      subFilter: 'ETSI.CAdES.detached',
      reason: 'Relatório de atendimento selado',
      name: 'CLIMA ASSINA LTDA:11222333000181',
      signingCertificateMatches: true,
    });
    expect(readPdf(sealed).text.join(' ')).toContain(
      'Assinado digitalmente com o certificado A1 de CLIMA ASSINA LTDA',
    );
    const changed = Buffer.from(sealed);
    changed[changed.indexOf('/StructTreeRoot') + 3] ^= 0x01;
    expect(verifyPdfSignature(changed).valid).toBe(false);
    // The technician's copy and the client's (portal) are the same document, signed.
    expect(verifyPdfSignature(await pdf(of.technician, url)).valid).toBe(true);
    const client = await signIn(app, db, {
      companyId: of.id,
      role: 'CLIENTE',
      clientId: of.clientId,
    });
    const portal = await pdf(client.api, `/api/portal/ordens/${orderId}/relatorio.pdf`);
    expect(verifyPdfSignature(portal)).toMatchObject({
      valid: true,
      signerCommonName: 'CLIMA ASSINA LTDA:11222333000181',
      reason: 'Relatório de atendimento selado',
    });
  });

  it('signs the released RGM (kept as released), not its draft', async () => {
    const of = await company('Clima RGM');
    await of.admin
      .put('/api/admin/empresa/certificado')
      .send({ arquivo: certificate.pfx.toString('base64'), senha: certificate.password })
      .expect(200);
    const created = await of.supervisor
      .post('/api/fs/rgm')
      .send({ contratoId: of.contractId, inicio: '2026-10-01', fim: '2026-10-31' })
      .expect(201);
    const id = created.body.dados.id as string;
    const draft = await pdf(of.supervisor, `/api/fs/rgm/${id}/pdf`);
    expect(pdfSignatureCount(draft)).toBe(0);
    await of.supervisor.post(`/api/fs/rgm/${id}/liberar`).expect(200);
    const released = await pdf(of.supervisor, `/api/fs/rgm/${id}/pdf`);
    expect(verifyPdfSignature(released)).toMatchObject({
      valid: true,
      coversWholeFile: true,
      signerCommonName: 'CLIMA ASSINA LTDA:11222333000181',
      subFilter: 'ETSI.CAdES.detached',
      reason: 'RGM liberado',
      signingCertificateMatches: true,
    });
    // Kept byte for byte: the same signed PDF on the next request.
    expect((await pdf(of.supervisor, `/api/fs/rgm/${id}/pdf`)).equals(released)).toBe(true);
  });

  it('signs the PMOC once its responsável técnico signed it, not before', async () => {
    const of = await company('Clima PMOC');
    await of.admin
      .put('/api/admin/empresa/certificado')
      .send({ arquivo: certificate.pfx.toString('base64'), senha: certificate.password })
      .expect(200);
    const lead = await signIn(app, db, {
      companyId: of.id,
      role: 'SUPERVISOR',
      name: 'Eng. Ana Lima',
    });
    await of.admin
      .patch(`/api/admin/usuarios/${lead.user.id}`)
      .send({ registroProfissional: 'CREA-SP 5061234567' })
      .expect(200);
    await of.admin
      .put(`/api/fs/contratos/${of.contractId}/responsavel-tecnico`)
      .send({ usuarioId: lead.user.id, art: '28027230201234567' })
      .expect(200);
    const generated = await of.supervisor
      .post('/api/fs/pmoc/gerar')
      .send({ contratoId: of.contractId, ano: 2099 })
      .expect(201);
    const documentId = generated.body.dados.id as string;
    // Every blank filled, as the RT would, so the version can be signed.
    const current = (await lead.api.get(`/api/documentos/${documentId}`).expect(200)).body.dados;
    const filled = await lead.api
      .put(`/api/documentos/${documentId}`)
      .send({
        versaoBase: current.versao,
        secoes: current.conteudo.secoes
          .filter(
            (section: { tipo: string; html?: string }) =>
              section.tipo === 'texto' && section.html?.includes('preencher'),
          )
          .map((section: { id: string; html: string }) => ({
            id: section.id,
            html: section.html.replace(
              /<mark class="preencher">[\s\S]*?<\/mark>/g,
              'Preenchido pelo RT',
            ),
          })),
      })
      .expect(200);
    expect(filled.body.dados.regraAssinatura.pendencias).toEqual([]);
    const draft = await pdf(of.supervisor, `/api/documentos/${documentId}/pdf`);
    expect(pdfSignatureCount(draft)).toBe(0);

    await lead.api
      .post(`/api/documentos/${documentId}/assinar`)
      .send({ versao: filled.body.dados.versao, senha: lead.user.password })
      .expect(200);
    const signed = await pdf(of.supervisor, `/api/documentos/${documentId}/pdf`);
    expect(verifyPdfSignature(signed)).toMatchObject({
      valid: true,
      coversWholeFile: true,
      signerCommonName: 'CLIMA ASSINA LTDA:11222333000181',
      subFilter: 'ETSI.CAdES.detached',
      reason: 'PMOC assinado',
      signingCertificateMatches: true,
    });
  });

  it('leaves another company’s sealed report unsigned, saying so', async () => {
    const signer = await company('Clima Com Certificado');
    await signer.admin
      .put('/api/admin/empresa/certificado')
      .send({ arquivo: certificate.pfx.toString('base64'), senha: certificate.password })
      .expect(200);
    const other = await company('Clima Sem Certificado');
    const { orderId, seal } = await attendedOrder(other);
    await seal();
    const report = await pdf(other.supervisor, `/api/fs/ordens/${orderId}/relatorio.pdf`);
    expect(pdfSignatureCount(report)).toBe(0);
    expect(readPdf(report).text.join(' ')).toContain('Documento sem assinatura digital');
    await signer.supervisor.get(`/api/fs/ordens/${orderId}/relatorio.pdf`).expect(404);
  });
});
