import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig, DocumentService } from '../src';
import { certificateContexts } from '../src/lib/companies/company-certificate.service';
import { SecretBox } from '../src/lib/common/secret-box';
import {
  createCompany,
  createTestApp,
  makeTestCertificate,
  pdfSignatureCount,
  readPdf,
  type SessionAgent,
  signIn,
  type TestCertificate,
  verifyPdfSignature,
} from '../src/testing';

const DAY = 86_400_000;

/**
 * The company's A1 certificate (upload, checks, storage sealed, replace, remove) and the
 * PDFs of signed platform documents it signs: PAdES, verified here over the byte ranges,
 * the tags kept, and never with another company's certificate.
 */
describe('company certificate and signed PDFs', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get<DataSource>(getDataSourceToken());
  });
  afterAll(() => app.close());

  async function company(name: string) {
    const { id } = await createCompany(db, { name });
    const admin = await signIn(app, db, { companyId: id, role: 'ADMIN', name: `Admin ${name}` });
    const supervisor = await signIn(app, db, { companyId: id, role: 'SUPERVISOR' });
    return { id, admin: admin.api, supervisor: supervisor.api };
  }

  const upload = (
    api: SessionAgent,
    certificate: TestCertificate,
    password = certificate.password,
  ) =>
    api
      .put('/api/admin/empresa/certificado')
      .send({ arquivo: certificate.pfx.toString('base64'), senha: password });

  /** A one-section document of the company, its version 1 signed by `api`'s user. */
  async function signedDocument(companyId: string, api: SessionAgent) {
    const id = await app.get(DocumentService).create(db.manager, companyId, {
      tipo: 'ATA',
      titulo: 'Ata de vistoria',
      referencia: {},
      conteudo: {
        secoes: [
          { id: 's', tipo: 'texto', titulo: '1. Vistoria', html: '<p>Sem ocorrências.</p>' },
        ],
      },
      autorId: null,
    });
    const draft = await pdfOf(api, id);
    await api.post(`/api/documentos/${id}/assinar`).send({ versao: 1 }).expect(200);
    return { id, draft };
  }

  async function pdfOf(api: SessionAgent, documentId: string): Promise<Buffer> {
    const response = await api
      .get(`/api/documentos/${documentId}/pdf`)
      .responseType('blob')
      .expect(200);
    return response.body as Buffer;
  }

  it('takes an ADMIN’s A1 certificate, shows who and until when, and never returns or stores the file or password in clear', async () => {
    const { id, admin, supervisor } = await company('Frio Certificado');
    expect((await admin.get('/api/admin/empresa/certificado').expect(200)).body).toEqual({
      sucesso: true,
      dados: null,
    });
    const certificate = makeTestCertificate();
    await upload(supervisor, certificate).expect(403);
    const uploaded = await upload(admin, certificate).expect(200);
    expect(uploaded.body.dados).toEqual({
      titular: 'EMPRESA TESTE LTDA:11222333000181',
      cnpj: '11222333000181',
      emissor: certificate.issuerName,
      validoDe: expect.any(String),
      validoAte: expect.any(String),
      impressaoDigital: certificate.fingerprint,
      enviadoEm: expect.any(String),
      enviadoPor: 'Admin Frio Certificado',
    });
    expect(new Date(uploaded.body.dados.validoAte).getTime()).toBeGreaterThan(
      Date.now() + 300 * DAY,
    );
    const shown = await admin.get('/api/admin/empresa/certificado').expect(200);
    expect(shown.body.dados).toEqual(uploaded.body.dados);
    await supervisor.get('/api/admin/empresa/certificado').expect(403);

    const [row] = await db.query(
      `SELECT arquivo_cifrado, senha_cifrada FROM empresa_certificado WHERE empresa_id = $1`,
      [id],
    );
    expect(SecretBox.isSealed(row.arquivo_cifrado)).toBe(true);
    expect(SecretBox.isSealed(row.senha_cifrada)).toBe(true);
    expect(JSON.stringify(row)).not.toContain(certificate.password);
    expect(JSON.stringify(row)).not.toContain(certificate.pfx.toString('base64').slice(0, 40));
    const audit = await db.query(
      `SELECT action, summary, details::text AS details FROM audit_events WHERE empresa_id = $1`,
      [id],
    );
    expect(audit).toEqual([
      {
        action: 'CERTIFICADO_ALTERADO',
        summary: expect.stringContaining(
          'Enviou o certificado digital A1 da empresa (EMPRESA TESTE LTDA',
        ),
        details: expect.not.stringContaining(certificate.password),
      },
    ]);
  });

  it('refuses a wrong password, a file that is not PKCS#12 and an expired certificate in Portuguese, keeping the one it had', async () => {
    const { admin } = await company('Frio Recusas');
    const good = makeTestCertificate({ commonName: 'FRIO RECUSAS LTDA:11222333000181' });
    await upload(admin, good).expect(200);

    const wrong = await upload(admin, good, 'senha-errada').expect(400);
    expect(wrong.body).toEqual({
      sucesso: false,
      codigo: 'CERTIFICADO_SENHA_INCORRETA',
      erro: expect.stringContaining('A senha não abre este certificado'),
    });
    const notPkcs12 = await admin
      .put('/api/admin/empresa/certificado')
      .send({
        arquivo: Buffer.from('%PDF-1.7 não é um certificado').toString('base64'),
        senha: 'x',
      })
      .expect(400);
    expect(notPkcs12.body).toMatchObject({
      sucesso: false,
      codigo: 'CERTIFICADO_INVALIDO',
      erro: expect.stringContaining('PKCS#12 (.pfx ou .p12)'),
    });
    const keyless = makeTestCertificate({ withoutKey: true });
    expect((await upload(admin, keyless).expect(400)).body.erro).toContain('chave privada');
    const expired = makeTestCertificate({
      notBefore: new Date(Date.now() - 400 * DAY),
      notAfter: new Date(Date.now() - DAY),
    });
    const late = await upload(admin, expired).expect(422);
    expect(late.body).toMatchObject({
      sucesso: false,
      codigo: 'CERTIFICADO_FORA_DA_VALIDADE',
      erro: expect.stringMatching(/^Este certificado venceu em \d{2}\/\d{2}\/\d{4}\./),
      validoAte: expect.any(String),
    });
    const missing = await admin
      .put('/api/admin/empresa/certificado')
      .send({ senha: 'x' })
      .expect(400);
    expect(missing.body.codigo).toBe('DADOS_INVALIDOS');

    const kept = await admin.get('/api/admin/empresa/certificado').expect(200);
    expect(kept.body.dados.titular).toBe('FRIO RECUSAS LTDA:11222333000181');
  });

  it('signs a signed document’s PDF PAdES with the certificate, keeps its tags, and a changed byte breaks it; the draft stays unsigned', async () => {
    const { id, admin } = await company('Frio Assinado');
    const certificate = makeTestCertificate({ commonName: 'FRIO ASSINADO LTDA:11222333000181' });
    await upload(admin, certificate).expect(200);
    const { id: documentId, draft } = await signedDocument(id, admin);
    expect(pdfSignatureCount(draft)).toBe(0);
    expect(readPdf(draft).text.join(' ')).not.toContain('assinatura digital');

    const signed = await pdfOf(admin, documentId);
    expect(pdfSignatureCount(signed)).toBe(1);
    expect(verifyPdfSignature(signed)).toEqual({
      valid: true,
      coversWholeFile: true,
      signerCommonName: 'FRIO ASSINADO LTDA:11222333000181',
      chain: [certificate.issuerName, 'FRIO ASSINADO LTDA:11222333000181'],
      subFilter: 'ETSI.CAdES.detached',
      reason: 'Documento assinado',
      name: 'FRIO ASSINADO LTDA:11222333000181',
      signingTime: expect.stringMatching(/^D:\d{14}/),
      signingCertificateMatches: true,
    });
    expect(readPdf(signed).text.join(' ')).toContain(
      'Assinado digitalmente com o certificado A1 de FRIO ASSINADO LTDA',
    );
    // The tagged structure (accessibility) is the one Chromium wrote, still there after signing.
    for (const pdf of [draft, signed]) {
      expect(pdf.toString('latin1')).toMatch(/\/StructTreeRoot \d+ 0 R/);
      expect(pdf.toString('latin1')).toMatch(/\/MarkInfo\s*<<[^>]*\/Marked true/);
    }
    const changed = Buffer.from(signed);
    const at = changed.indexOf('/Producer');
    changed[at + 12] ^= 0x01;
    expect(verifyPdfSignature(changed).valid).toBe(false);
  });

  it('never signs with another company’s certificate; without one the PDF says it is not digitally signed', async () => {
    const a = await company('Frio A');
    const b = await company('Frio B');
    const c = await company('Frio C');
    await upload(a.admin, makeTestCertificate({ commonName: 'FRIO A LTDA:11222333000181' })).expect(
      200,
    );
    await upload(c.admin, makeTestCertificate({ commonName: 'FRIO C LTDA:11444777000161' })).expect(
      200,
    );

    const ofB = await pdfOf(b.admin, (await signedDocument(b.id, b.admin)).id);
    expect(pdfSignatureCount(ofB)).toBe(0);
    expect(readPdf(ofB).text.join(' ')).toContain('Documento sem assinatura digital');
    const ofC = await pdfOf(c.admin, (await signedDocument(c.id, c.admin)).id);
    expect(verifyPdfSignature(ofC)).toMatchObject({
      valid: true,
      signerCommonName: 'FRIO C LTDA:11444777000161',
    });

    // A's sealed certificate copied into B's row does not open there: B's PDF stays unsigned.
    await db.query(
      `INSERT INTO empresa_certificado (empresa_id, arquivo_cifrado, senha_cifrada, titular, emissor, valido_de, valido_ate, impressao_digital)
       SELECT $2, arquivo_cifrado, senha_cifrada, titular, emissor, valido_de, valido_ate, impressao_digital
         FROM empresa_certificado WHERE empresa_id = $1`,
      [a.id, b.id],
    );
    const copied = await pdfOf(b.admin, (await signedDocument(b.id, b.admin)).id);
    expect(pdfSignatureCount(copied)).toBe(0);
    expect(readPdf(copied).text.join(' ')).toContain('Documento sem assinatura digital');
  });

  it('stops signing once the stored certificate expires, saying so in the PDF', async () => {
    const { id, admin } = await company('Frio Vencido');
    // A certificate uploaded while valid and expired since (stored as the upload stores it).
    const expired = makeTestCertificate({
      commonName: 'FRIO VENCIDO LTDA:11222333000181',
      notBefore: new Date(Date.now() - 400 * DAY),
      notAfter: new Date(Date.now() - DAY),
    });
    const box = app.get(AppConfig).secretBox;
    await db.query(
      `INSERT INTO empresa_certificado (empresa_id, arquivo_cifrado, senha_cifrada, titular, emissor, valido_de, valido_ate, impressao_digital)
       VALUES ($1, $2, $3, 'FRIO VENCIDO LTDA:11222333000181', $4, now() - interval '400 days', now() - interval '1 day', $5)`,
      [
        id,
        box.seal(expired.pfx.toString('base64'), certificateContexts(id).file),
        box.seal(expired.password, certificateContexts(id).password),
        expired.issuerName,
        expired.fingerprint,
      ],
    );
    const shown = (await admin.get('/api/admin/empresa/certificado').expect(200)).body.dados;
    expect(new Date(shown.validoAte).getTime()).toBeLessThan(Date.now());
    const pdf = await pdfOf(admin, (await signedDocument(id, admin)).id);
    expect(pdfSignatureCount(pdf)).toBe(0);
    expect(readPdf(pdf).text.join(' ')).toContain('Documento sem assinatura digital');
  });

  it('replaces and removes the certificate: the next PDFs follow', async () => {
    const { id, admin } = await company('Frio Troca');
    await upload(admin, makeTestCertificate({ commonName: 'PRIMEIRO LTDA:11222333000181' })).expect(
      200,
    );
    const { id: documentId } = await signedDocument(id, admin);
    expect(verifyPdfSignature(await pdfOf(admin, documentId)).signerCommonName).toBe(
      'PRIMEIRO LTDA:11222333000181',
    );
    const replacement = makeTestCertificate({ commonName: 'SEGUNDO LTDA:11222333000181' });
    const replaced = await upload(admin, replacement).expect(200);
    expect(replaced.body.dados.impressaoDigital).toBe(replacement.fingerprint);
    expect(verifyPdfSignature(await pdfOf(admin, documentId)).signerCommonName).toBe(
      'SEGUNDO LTDA:11222333000181',
    );
    await admin.delete('/api/admin/empresa/certificado').expect(200);
    expect((await admin.get('/api/admin/empresa/certificado').expect(200)).body.dados).toBeNull();
    const unsigned = await pdfOf(admin, documentId);
    expect(pdfSignatureCount(unsigned)).toBe(0);
    expect(readPdf(unsigned).text.join(' ')).toContain('Documento sem assinatura digital');
    const again = await admin.delete('/api/admin/empresa/certificado').expect(404);
    expect(again.body.erro).toBe('A empresa não tem certificado digital cadastrado.');
  });
});
