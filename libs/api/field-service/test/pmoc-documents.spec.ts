import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ingestionMigrations, INGESTION_HTTP_OPTIONS, IngestionModule } from '@campo/ingestion';
import { canonicalJson } from '@campo/platform';
import {
  createCompany,
  createTestApp,
  readPdf,
  type SessionAgent,
  signIn,
} from '@campo/platform/testing';
import { fieldServiceMigrations, FieldServiceModule } from '../src';

describe('PMOC as a versioned, signable platform document', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let contractId: string;
  let lead: { id: string; password: string };
  const agents: Record<string, SessionAgent> = {};

  beforeAll(async () => {
    app = await createTestApp({
      imports: [IngestionModule, FieldServiceModule],
      migrations: [...ingestionMigrations, ...fieldServiceMigrations],
      http: INGESTION_HTTP_OPTIONS,
    });
    db = app.get<DataSource>(getDataSourceToken());
    const company = await createCompany(db);
    for (const role of ['ADMIN', 'SUPERVISOR', 'TECNICO'] as const) {
      const { api } = await signIn(app, db, {
        companyId: company.id,
        role,
        name: `Pessoa ${role}`,
      });
      agents[role] = api;
    }
    // The responsável técnico: a supervisor like the other, until an ADMIN marks them.
    const rt = await signIn(app, db, {
      companyId: company.id,
      role: 'SUPERVISOR',
      name: 'Eng. Ana Lima',
      password: 'senha-da-engenheira',
    });
    agents.RT = rt.api;
    lead = { id: rt.user.id, password: rt.user.password };
    const [client] = await db.query(
      `INSERT INTO cliente (empresa_id, codigo, nome, cnpj, cidade, uf) VALUES ($1, 'C', 'Hospital <Central>', '11222333000181', 'São Paulo', 'SP') RETURNING id`,
      [company.id],
    );
    [{ id: contractId }] = await db.query(
      `INSERT INTO contrato (empresa_id, codigo, cliente, cliente_id, descricao, responsavel_tecnico) VALUES ($1, 'CT-9', 'C', $2, 'Bloco A', 'Eng. Ana') RETURNING id`,
      [company.id, client.id],
    );
    const [equipment] = await db.query(
      `INSERT INTO equipamento (empresa_id, codigo, contrato, contrato_id, setor, tipo, fabricante, modelo, numero_serie, capacidade_btu, tipo_gas, carga_gas_kg)
       VALUES ($1, 'AC-1', 'CT-9', $2, 'UTI', 'SPLIT', 'Daikin', 'FTKP24', 'SN-0001', 24000, 'R-410A', 1.25) RETURNING id`,
      [company.id, contractId],
    );
    await db.query(
      `INSERT INTO plano_unidade (empresa_id, equipamento_id, inicio) VALUES ($1, $2, '2099-01-10')`,
      [company.id, equipment.id],
    );
    // The building known in full and its air analysed: the blanks left are the RT's.
    await db.query(
      `UPDATE contrato SET edificio = 'Bloco A', logradouro = 'Rua B', numero = '1', bairro = 'Centro', cidade = 'São Paulo', uf = 'SP', cep = '01000-000' WHERE id = $1`,
      [contractId],
    );
    await db.query(
      `INSERT INTO analise_ar (empresa_id, contrato_id, laboratorio, data_coleta, resultado) VALUES ($1, $2, 'Lab', current_date, 'CONFORME')`,
      [company.id, contractId],
    );
  });
  afterAll(() => app.close());

  const as = (role: string) => agents[role];
  let documentId: string;

  it('generates the PMOC of a contract and year with its inventory, grid, legal basis and marked blanks', async () => {
    const response = await as('SUPERVISOR')
      .post('/api/fs/pmoc/gerar')
      .send({ contratoId: contractId, ano: 2099 })
      .expect(201);
    const document = response.body.dados;
    documentId = document.id;
    expect(document.documentoId).toBe(document.id);
    expect(document).toMatchObject({
      tipo: 'PMOC',
      versao: 1,
      titulo: 'PMOC 2099 — CT-9 (Hospital <Central>)',
      assinaturas: [],
    });
    const sections = Object.fromEntries(
      document.conteudo.secoes.map((section: { id: string }) => [section.id, section]),
    );
    expect(sections.identificacao.html).toContain('Hospital &lt;Central&gt;');
    expect(sections['responsavel-tecnico'].html).toContain('Eng. Ana');
    expect(sections['responsavel-tecnico'].html).toContain('[preencher]'); // registration and ART are unknown: left blank, not invented
    // An unknown cell points to the last section, where it is a marked blank to fill.
    expect(sections.inventario.linhas).toEqual([
      [
        'AC-1',
        'Split',
        'Daikin / FTKP24',
        'SN-0001',
        '24.000',
        'R-410A',
        '1,25',
        'UTI',
        'ver seção 15',
      ],
    ]);
    expect(sections['dados-a-completar'].html).toContain(
      '<strong>Localização — AC-1:</strong> <mark class="preencher">[preencher]</mark>',
    );
    // The split's plan per component, from the catalogue loaded on this first read.
    expect(sections.atividades.titulo).toBe('5.1. Plano de manutenção — Split (unidade AC-1)');
    const periodicities = new Set(sections.atividades.linhas.map((row: string[]) => row[2]));
    expect([...periodicities]).toEqual(
      expect.arrayContaining(['MS — Mensal', 'TR — Trimestral', 'SE — Semestral', 'AN — Anual']),
    );
    expect(sections['registro-execucao'].linhas).toEqual([
      ['AC-1', 'Nenhuma atividade do plano prevista até a geração', '—', '—', '—', '—', '—'],
    ]);
    // The schedule is the activities': the unit's line (the grid's row), then each activity's.
    const month = (situacao: string) => ({ tipo: 'mes', situacao });
    expect(sections.cronograma.linhas[0]).toEqual([
      'AC-1',
      'Unidade (todas as atividades)',
      'MS, TR, SE, AN',
      ...Array(12).fill(month('planejado')),
    ]);
    const coil = sections.cronograma.linhas.find(
      (row: unknown[]) => row[1] === 'Limpar a serpentina do evaporador',
    );
    expect(coil.slice(2, 9)).toEqual([
      'TR',
      month('planejado'),
      month('nenhum'),
      month('nenhum'),
      month('planejado'),
      month('nenhum'),
      month('nenhum'),
    ]);
    // No visit cadence on the unit: no conflict to justify.
    expect(sections['cadencia-visitas'].linhas[0][1]).toBe('Nenhum conflito');
    expect(sections['base-legal'].html).toContain('revogada pela RDC nº 886/2024');
    for (const standard of ['13971', '15848', '16401', '17037', '14679', '7256'])
      expect(sections['base-legal'].html).toContain(`NBR ${standard}`); // 7256: a UTI is health care
  });

  it('refuses a second PMOC for the same contract and year (409 with its id) and a consolidated one (400)', async () => {
    const again = await as('ADMIN')
      .post('/api/fs/pmoc/gerar')
      .send({ contratoId: contractId, ano: 2099 })
      .expect(409);
    expect(again.body).toMatchObject({ codigo: 'PMOC_EXISTENTE', documentoId: documentId });
    await as('ADMIN').post('/api/fs/pmoc/gerar').send({ consolidado: true, ano: 2099 }).expect(400);
    await as('TECNICO')
      .post('/api/fs/pmoc/gerar')
      .send({ contratoId: contractId, ano: 2098 })
      .expect(403);
  });

  it('saves each edit as a new version, sanitizes rich text, and refuses edits to data tables or from a stale version', async () => {
    const edited = await as('SUPERVISOR')
      .put(`/api/documentos/${documentId}`)
      .send({
        versaoBase: 1,
        secoes: [
          {
            id: 'ambientes',
            html: '<p>UTI: 120 m², 12 ocupantes<script>alert(1)</script><img src=x onerror=alert(1)></p>',
          },
        ],
      })
      .expect(200);
    expect(edited.body.dados.versao).toBe(2);
    const ambientes = edited.body.dados.conteudo.secoes.find(
      (section: { id: string }) => section.id === 'ambientes',
    );
    expect(ambientes.html).toBe('<p>UTI: 120 m², 12 ocupantes</p>');
    await as('SUPERVISOR')
      .put(`/api/documentos/${documentId}`)
      .send({ versaoBase: 1, secoes: [] })
      .expect(409);
    await as('SUPERVISOR')
      .put(`/api/documentos/${documentId}`)
      .send({ versaoBase: 2, secoes: [{ id: 'inventario', html: 'x' }] })
      .expect(400);
    await as('TECNICO')
      .put(`/api/documentos/${documentId}`)
      .send({ versaoBase: 2, secoes: [] })
      .expect(403);
    const versions = await as('TECNICO').get(`/api/documentos/${documentId}/versoes`).expect(200);
    expect(versions.body.dados.map((version: { versao: number }) => version.versao)).toEqual([
      2, 1,
    ]);
    const diff = await as('TECNICO')
      .get(`/api/documentos/${documentId}/diferencas?de=1&para=2`)
      .expect(200);
    const changed = diff.body.dados.secoes.filter(
      (section: { alterada: boolean }) => section.alterada,
    );
    expect(changed.map((section: { id: string }) => section.id)).toEqual(['ambientes']);
    expect(
      changed[0].partes
        .filter((part: { tipo: string }) => part.tipo === 'inserido')
        .map((part: { texto: string }) => part.texto)
        .join(''),
    ).toContain('120');
  });

  it('names the contract’s responsável técnico: a user marked with a CREA/CFT registration, who can sign', async () => {
    const nobody = await as('ADMIN')
      .post(`/api/documentos/${documentId}/assinar`)
      .send({ versao: 2, senha: 'senha-de-teste' })
      .expect(403);
    expect(nobody.body).toMatchObject({ codigo: 'ASSINATURA_NAO_PERMITIDA' });
    expect(nobody.body.erro).toContain('não tem responsável técnico definido');
    const unmarked = await as('ADMIN')
      .put(`/api/fs/contratos/${contractId}/responsavel-tecnico`)
      .send({ usuarioId: lead.id, art: '28027230201234567' })
      .expect(422);
    expect(unmarked.body).toMatchObject({ codigo: 'RESPONSAVEL_TECNICO_INVALIDO' });
    expect(unmarked.body.erro).toContain('registro profissional');
    // Another company's ADMIN: the contract is not theirs, whatever the body says (404 first).
    const { api: otherAdmin } = await signIn(app, db, {
      companyId: (await createCompany(db)).id,
      role: 'ADMIN',
    });
    const foreign = await otherAdmin
      .put(`/api/fs/contratos/${contractId}/responsavel-tecnico`)
      .send({ usuarioId: lead.id, art: '28027230201234567' })
      .expect(404);
    expect(foreign.body.codigo).toBe('CONTRATO_NAO_ENCONTRADO');

    const marked = await as('ADMIN')
      .patch(`/api/admin/usuarios/${lead.id}`)
      .send({ registroProfissional: '  CREA-SP 5061234567 ' })
      .expect(200);
    expect(marked.body.dados.registroProfissional).toBe('CREA-SP 5061234567');
    await as('SUPERVISOR')
      .put(`/api/fs/contratos/${contractId}/responsavel-tecnico`)
      .send({ usuarioId: lead.id, art: '28027230201234567' })
      .expect(403);
    const named = await as('ADMIN')
      .put(`/api/fs/contratos/${contractId}/responsavel-tecnico`)
      .send({ usuarioId: lead.id, art: '28027230201234567' })
      .expect(200);
    expect(named.body.dados).toEqual({
      contratoId: contractId,
      codigo: 'CT-9',
      usuarioId: lead.id,
      nome: 'Eng. Ana Lima',
      registro: 'CREA-SP 5061234567',
      art: '28027230201234567',
      artValidade: null,
      artArquivoId: null,
    });
    // The ERP's text columns say the same, for every reader of `contrato`.
    const [row] = await db.query(
      `SELECT responsavel_tecnico, registro_responsavel, art FROM contrato WHERE id = $1`,
      [contractId],
    );
    expect(row).toEqual({
      responsavel_tecnico: 'Eng. Ana Lima',
      registro_responsavel: 'CREA-SP 5061234567',
      art: '28027230201234567',
    });
    // Renaming the RT or changing her registration keeps the contract's text saying the same.
    await as('ADMIN')
      .patch(`/api/admin/usuarios/${lead.id}`)
      .send({ nome: 'Eng. Ana Lima Souza', registroProfissional: 'CREA-SP 5061234568' })
      .expect(200);
    const [renamed] = await db.query(
      `SELECT responsavel_tecnico, registro_responsavel FROM contrato WHERE id = $1`,
      [contractId],
    );
    expect(renamed).toEqual({
      responsavel_tecnico: 'Eng. Ana Lima Souza',
      registro_responsavel: 'CREA-SP 5061234568',
    });
    await as('ADMIN')
      .patch(`/api/admin/usuarios/${lead.id}`)
      .send({ nome: 'Eng. Ana Lima', registroProfissional: 'CREA-SP 5061234567' })
      .expect(200);
    const [audit] = await db.query(
      `SELECT summary FROM audit_events WHERE action = 'RESPONSAVEL_TECNICO_DEFINIDO' AND target_id = $1`,
      [contractId],
    );
    expect(audit.summary).toBe(
      'Definiu Eng. Ana Lima (CREA-SP 5061234567) como responsável técnico do contrato CT-9, ART/TRT 28027230201234567.',
    );
    const read = await as('SUPERVISOR')
      .get(`/api/fs/contratos/${contractId}/responsavel-tecnico`)
      .expect(200);
    expect(read.body.dados.usuarioId).toBe(lead.id);
    const all = await as('SUPERVISOR').get('/api/fs/contratos/responsaveis-tecnicos').expect(200);
    expect(all.body.dados).toEqual([named.body.dados]);
    await as('TECNICO').get('/api/fs/contratos/responsaveis-tecnicos').expect(403);
  });

  it('refuses a version with blanks (422 DOCUMENTO_INCOMPLETO, listing where), another supervisor and a wrong password', async () => {
    const document = await as('RT').get(`/api/documentos/${documentId}`).expect(200);
    expect(document.body.dados.regraAssinatura).toMatchObject({
      exigeSenha: true,
      signatario: { usuarioId: lead.id, nome: 'Eng. Ana Lima' },
      impedimento: null,
    });
    const incomplete = await as('RT')
      .post(`/api/documentos/${documentId}/assinar`)
      .send({ versao: 2, senha: lead.password })
      .expect(422);
    expect(incomplete.body).toMatchObject({
      codigo: 'DOCUMENTO_INCOMPLETO',
      pendencias: [
        {
          secaoId: 'responsavel-tecnico',
          secao: '2. Responsável técnico',
          campo: 'Registro no conselho (CREA/CFT)',
        },
        { secaoId: 'responsavel-tecnico', secao: '2. Responsável técnico', campo: 'ART/TRT' },
        {
          secaoId: 'responsavel-tecnico',
          secao: '2. Responsável técnico',
          campo: 'Validade da ART/TRT',
        },
        // The company's CNPJ and CREA/CFT registration, not set in its settings.
        {
          secaoId: 'responsavel-tecnico',
          secao: '2. Responsável técnico',
          campo: 'CNPJ da empresa',
        },
        {
          secaoId: 'responsavel-tecnico',
          secao: '2. Responsável técnico',
          campo: 'Registro da empresa no conselho (CREA/CFT)',
        },
        ...[
          'Localização — AC-1',
          'Produto de limpeza utilizado',
          'Princípio ativo (produto 1)',
          'Registro ANVISA (produto 1)',
        ].map((campo) => ({ secaoId: 'dados-a-completar', secao: '15. Dados a completar', campo })),
      ],
    });
    expect(incomplete.body.erro).toContain('2. Responsável técnico › ART/TRT');

    const filled = await as('RT')
      .put(`/api/documentos/${documentId}`)
      .send({
        versaoBase: 2,
        secoes: [
          {
            id: 'responsavel-tecnico',
            html: '<p><strong>Nome:</strong> Eng. Ana Lima</p><p><strong>Registro no conselho (CREA/CFT):</strong> CREA-SP 5061234567</p><p><strong>ART/TRT:</strong> 28027230201234567</p>',
          },
          {
            id: 'anexos',
            html: '<ul><li><strong>Laudos de análise da qualidade do ar interior (ABNT NBR 17037):</strong> laudo LAB-2099-01</li></ul>',
          },
          {
            id: 'dados-a-completar',
            html: '<p><strong>Localização — AC-1:</strong> UTI, leito 3</p><p><strong>Produtos de limpeza:</strong> Detergente neutro, sem registro exigido</p>',
          },
        ],
      })
      .expect(200);
    expect(filled.body.dados).toMatchObject({
      versao: 3,
      regraAssinatura: { pendencias: [] },
    });

    const other = await as('SUPERVISOR')
      .post(`/api/documentos/${documentId}/assinar`)
      .send({ versao: 3, senha: 'senha-de-teste' })
      .expect(403);
    expect(other.body.codigo).toBe('ASSINATURA_NAO_PERMITIDA');
    expect(other.body.erro).toContain('Eng. Ana Lima');
    const admin = await as('ADMIN')
      .post(`/api/documentos/${documentId}/assinar`)
      .send({ versao: 3, senha: 'senha-de-teste' })
      .expect(403);
    expect(admin.body.codigo).toBe('ASSINATURA_NAO_PERMITIDA');

    const wrong = await as('RT')
      .post(`/api/documentos/${documentId}/assinar`)
      .send({ versao: 3, senha: 'outra-senha' })
      .expect(403);
    expect(wrong.body.codigo).toBe('SENHA_INCORRETA');
    const missing = await as('RT')
      .post(`/api/documentos/${documentId}/assinar`)
      .send({ versao: 3 })
      .expect(400);
    expect(missing.body.codigo).toBe('DADOS_INVALIDOS');
    const unsigned = await as('RT').get(`/api/documentos/${documentId}`).expect(200);
    expect(unsigned.body.dados.assinaturas).toEqual([]);
  });

  it('refuses signing while the ART/TRT has expired, and prints its validity', async () => {
    const setValidity = (artValidade: string | null) =>
      as('ADMIN')
        .put(`/api/fs/contratos/${contractId}/responsavel-tecnico`)
        .send({ usuarioId: lead.id, art: '28027230201234567', artValidade })
        .expect(200);
    const expired = await setValidity('2020-06-30');
    expect(expired.body.dados.artValidade).toBe('2020-06-30');
    const document = await as('RT').get(`/api/documentos/${documentId}`).expect(200);
    expect(document.body.dados.regraAssinatura.impedimento).toContain(
      'A ART/TRT nº 28027230201234567 do contrato CT-9 venceu em 30/06/2020',
    );
    const refused = await as('RT')
      .post(`/api/documentos/${documentId}/assinar`)
      .send({ versao: 3, senha: lead.password })
      .expect(403);
    expect(refused.body).toMatchObject({ sucesso: false, codigo: 'ASSINATURA_NAO_PERMITIDA' });
    expect(refused.body.erro).toContain('venceu em 30/06/2020');
    // Omitted, the validity stays as it was; a valid one lets the RT sign.
    const kept = await as('ADMIN')
      .put(`/api/fs/contratos/${contractId}/responsavel-tecnico`)
      .send({ usuarioId: lead.id, art: '28027230201234567' })
      .expect(200);
    expect(kept.body.dados.artValidade).toBe('2020-06-30');
    await setValidity('2999-12-31');
    const allowed = await as('RT').get(`/api/documentos/${documentId}`).expect(200);
    expect(allowed.body.dados.regraAssinatura.impedimento).toBeNull();
    const bad = await as('ADMIN')
      .put(`/api/fs/contratos/${contractId}/responsavel-tecnico`)
      .send({ usuarioId: lead.id, art: '28027230201234567', artValidade: '2026-02-30' })
      .expect(400);
    expect(bad.body.sucesso).toBe(false);
  });

  it('the RT signs the exact version with its SHA-256, name, registration and ART, in the record and the PDF; a later edit makes a new unsigned version', async () => {
    const signed = await as('RT')
      .post(`/api/documentos/${documentId}/assinar`)
      .send({ versao: 3, senha: lead.password })
      .expect(200);
    expect(signed.body.dados.assinaturas).toEqual([
      {
        usuario: 'Eng. Ana Lima',
        assinadoEm: expect.any(String),
        versao: 3,
        sha256: signed.body.dados.sha256,
        qualificacao: [
          { rotulo: 'Registro profissional', valor: 'CREA-SP 5061234567' },
          { rotulo: 'ART/TRT', valor: '28027230201234567' },
        ],
      },
    ]);
    const expectedHash = createHash('sha256')
      .update(
        canonicalJson({ titulo: signed.body.dados.titulo, conteudo: signed.body.dados.conteudo }),
      )
      .digest('hex');
    expect(signed.body.dados.sha256).toBe(expectedHash);

    const pdf = await as('TECNICO')
      .get(`/api/documentos/${documentId}/pdf`)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const text = readPdf(pdf.body as Buffer).text.join('\n');
    const signatures = text.slice(text.lastIndexOf('Assinaturas'));
    expect(signatures).toContain('Eng. Ana Lima');
    expect(signatures).toContain('Registro profissional: CREA-SP 5061234567');
    expect(signatures).toContain('ART/TRT: 28027230201234567');
    expect(text).not.toContain('[preencher]');

    const edited = await as('SUPERVISOR')
      .put(`/api/documentos/${documentId}`)
      .send({ versaoBase: 3, secoes: [{ id: 'ambientes', html: '<p>UTI: 130 m²</p>' }] })
      .expect(200);
    expect(edited.body.dados).toMatchObject({ versao: 4, assinaturas: [] });
    const old = await as('TECNICO').get(`/api/documentos/${documentId}/versoes/3`).expect(200);
    expect(old.body.dados).toMatchObject({
      versao: 3,
      sha256: expectedHash,
      assinaturas: [expect.objectContaining({ usuario: 'Eng. Ana Lima' })],
    });
    expect(old.body.dados.conteudo).toEqual(signed.body.dados.conteudo);
    await as('RT')
      .post(`/api/documentos/${documentId}/assinar`)
      .send({ versao: 3, senha: lead.password })
      .expect(409);
  });

  it('locks the signing password after repeated failures, saying when to try again', async () => {
    const attempt = () =>
      as('RT')
        .post(`/api/documentos/${documentId}/assinar`)
        .send({ versao: 4, senha: 'outra-senha' });
    let answer = await attempt();
    for (let tries = 1; answer.status === 403 && tries < 10; tries++) answer = await attempt();
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({
      codigo: 'LOGIN_BLOQUEADO',
      tenteNovamenteEm: expect.any(Number),
    });
    expect(Number(answer.headers['retry-after'])).toBe(answer.body.tenteNovamenteEm);
    const still = await as('RT').get(`/api/documentos/${documentId}`).expect(200);
    expect(still.body.dados.assinaturas).toEqual([]);
  });
});
