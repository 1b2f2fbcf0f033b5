import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { DocumentTableSection, IndoorAirAnalysis } from '@campo/contracts';
import { createCompany, type SessionAgent, signIn } from '@campo/platform/testing';
import { BuildingRepository, formatSiteAddress } from '../src';
import { createClient, createContract, createEquipment, createFieldServiceApp } from './support';

/** A small, real PDF (header, one empty page, trailer): what a lab sends, as the storage checks it. */
const LAB_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Issue #30, the building: its identity through ingestion (new fields; old clients keep
 * working), the site address, the rooms and their creation from the sectors, the
 * indoor-air analyses with the lab's PDF, and what the PMOC prints of them.
 */
describe('building identity, rooms and indoor air', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let companyId: string;
  let admin: SessionAgent;
  let technician: SessionAgent;
  let stranger: SessionAgent;
  let token: string;

  beforeAll(async () => {
    ({ app, db } = await createFieldServiceApp());
    companyId = (await createCompany(db)).id;
    ({ api: admin } = await signIn(app, db, { companyId, role: 'ADMIN' }));
    ({ api: technician } = await signIn(app, db, { companyId, role: 'TECNICO' }));
    ({ api: stranger } = await signIn(app, db, {
      companyId: (await createCompany(db)).id,
      role: 'ADMIN',
    }));
    const issued = await admin
      .post('/api/admin/tokens-ingestao')
      .send({ nome: 'ERP', entidades: ['cliente', 'contrato', 'equipamento', 'ambiente'] })
      .expect(201);
    token = issued.body.dados.token;
  });
  afterAll(() => app.close());

  const post = (entity: string, linhas: unknown[]) =>
    request(app.getHttpServer())
      .post(`/api/ingestao-pub/${entity}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ linhas })
      .expect(200);
  const row = async (sql: string, params: unknown[]) => (await db.query(sql, params))[0];

  it('lists the new fields in the discovery, CEP and UF validated', async () => {
    const discovery = await request(app.getHttpServer())
      .get('/api/ingestao-pub/entidades')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    const fields = (name: string) =>
      discovery.body.dados.entidades
        .find((entity: { entidade: string }) => entity.entidade === name)
        .campos.map((field: { campo: string }) => field.campo);
    expect(fields('contrato')).toEqual(
      expect.arrayContaining(['edificio', 'logradouro', 'numero', 'bairro', 'cidade', 'uf', 'cep']),
    );
    expect(fields('cliente')).toEqual(
      expect.arrayContaining(['numero', 'complemento', 'bairro', 'cep']),
    );
    expect(fields('equipamento')).toContain('ambiente');
    expect(fields('ambiente')).toEqual([
      'contrato',
      'codigo',
      'nome',
      'atividade',
      'areaM2',
      'ocupantesFixos',
      'ocupantesFlutuantes',
      'cargaTermicaKw',
      'vazaoArExteriorM3h',
    ]);

    const written = await post('cliente', [
      {
        codigo: 'CLI-A',
        nome: 'Hospital A',
        endereco: 'Rua Vergueiro',
        numero: '1421',
        bairro: 'Paraíso',
        cep: '04101300',
        cidade: 'São Paulo',
        uf: 'SP',
      },
      { codigo: 'CLI-B', nome: 'Clínica B', cep: '4101-300' },
    ]);
    const [ok, refused] = written.body.dados.resultados;
    expect(ok.status).toBe('OK');
    expect(refused.status).toBe('ERRO');
    expect(refused.erros[0]).toContain('cep: CEP inválido');
    expect(
      await row(`SELECT cep FROM cliente WHERE empresa_id = $1 AND codigo = 'CLI-A'`, [companyId]),
    ).toEqual({
      cep: '04101-300',
    });
    const badState = await post('contrato', [{ codigo: 'CT-X', cliente: 'CLI-A', uf: 'XX' }]);
    expect(badState.body.dados.resultados[0].status).toBe('ERRO');
  });

  it('keeps working for a client that sends only the old fields, without erasing the new ones', async () => {
    await post('contrato', [
      {
        codigo: 'CT-A',
        cliente: 'CLI-A',
        edificio: 'Bloco principal',
        logradouro: 'Rua Vergueiro',
        numero: '1455',
        bairro: 'Paraíso',
        cidade: 'São Paulo',
        uf: 'sp',
        cep: '04101-300',
      },
    ]);
    // An ERP built before these fields: the same contract and a new one, old fields only.
    const old = await post('contrato', [
      { codigo: 'CT-A', cliente: 'CLI-A', descricao: 'Climatização', slaAtendimentoHoras: 4 },
      { codigo: 'CT-OLD', cliente: 'CLI-A', descricao: 'Contrato antigo' },
    ]);
    expect(old.body.dados.resultados.map((result: { status: string }) => result.status)).toEqual([
      'OK',
      'OK',
    ]);
    expect(
      await row(
        `SELECT descricao, edificio, numero, uf, cep FROM contrato WHERE empresa_id = $1 AND codigo = 'CT-A'`,
        [companyId],
      ),
    ).toEqual({
      descricao: 'Climatização',
      edificio: 'Bloco principal',
      numero: '1455',
      uf: 'SP',
      cep: '04101-300',
    });
  });

  it('gives the site address: the contract’s building, else its client’s, never a mix', async () => {
    const buildings = app.get(BuildingRepository);
    const [own, inherited] = await Promise.all(
      ['CT-A', 'CT-OLD'].map(async (code) => {
        const { id } = await row('SELECT id FROM contrato WHERE empresa_id = $1 AND codigo = $2', [
          companyId,
          code,
        ]);
        return buildings.building(companyId, id);
      }),
    );
    expect(own).toMatchObject({ edificio: 'Bloco principal', numero: '1455', origem: 'contrato' });
    expect(formatSiteAddress(own!)).toBe(
      'Rua Vergueiro, 1455 — Paraíso — São Paulo/SP — CEP 04101-300',
    );
    expect(inherited).toMatchObject({
      edificio: null,
      logradouro: 'Rua Vergueiro',
      numero: '1421',
      origem: 'cliente',
    });
  });

  it('stores rooms per contract and code, and assigns units to them by code within their contract', async () => {
    const rooms = await post('ambiente', [
      {
        contrato: 'CT-A',
        codigo: 'AMB-01',
        nome: 'UTI',
        areaM2: '120,5',
        ocupantesFixos: 8,
        ocupantesFlutuantes: 4,
        cargaTermicaKw: 35.2,
      },
      { contrato: 'CT-OLD', codigo: 'AMB-01', nome: 'Recepção' },
      { contrato: 'CT-NONE', codigo: 'AMB-01', nome: 'Nada' },
    ]);
    expect(rooms.body.dados.resultados.map((result: { status: string }) => result.status)).toEqual([
      'OK',
      'OK',
      'ERRO',
    ]);
    await post('equipamento', [
      { codigo: 'AC-A1', contrato: 'CT-A', setor: 'UTI', ambiente: 'AMB-01' },
      { codigo: 'AC-O1', contrato: 'CT-OLD', setor: 'Recepção', ambiente: 'AMB-01' },
    ]);
    const { id } = await row(`SELECT id FROM contrato WHERE empresa_id = $1 AND codigo = 'CT-A'`, [
      companyId,
    ]);
    const listed = await technician.get(`/api/fs/contratos/${id}/ambientes`).expect(200);
    expect(listed.body.dados).toEqual([
      expect.objectContaining({
        codigo: 'AMB-01',
        nome: 'UTI',
        areaM2: 120.5,
        ocupantesFixos: 8,
        cargaTermicaKw: 35.2,
        equipamentos: 1,
      }),
    ]);
  });

  it('imports rooms and building addresses from a spreadsheet, headed by the labels', async () => {
    const csv = (text: string) => Buffer.from(text, 'utf8');
    const rooms = await admin
      .post('/api/admin/planilhas/ambiente/importar')
      .set('Content-Type', 'text/csv')
      .send(
        csv(
          'Contrato;Código;Nome;Atividade;Área (m²);Ocupantes fixos;Ocupantes flutuantes;Carga térmica (kW);Vazão de ar exterior (m³/h)\r\n' +
            'CT-A;AMB-02;Centro cirúrgico;Cirurgias;280,5;16;8;61,5;4700\r\n',
        ),
      )
      .expect(200);
    expect(rooms.body.dados).toMatchObject({ gravadas: 1, recusadas: 0 });
    expect(
      await row(
        `SELECT area_m2::float8 AS area, ocupantes_fixos AS fixos, vazao_ar_exterior_m3h::float8 AS vazao FROM ambiente WHERE empresa_id = $1 AND codigo = 'AMB-02'`,
        [companyId],
      ),
    ).toEqual({ area: 280.5, fixos: 16, vazao: 4700 });
    const contracts = await admin
      .post('/api/admin/planilhas/contrato/importar')
      .set('Content-Type', 'text/csv')
      .send(csv('Código;Cliente;Edifício;CEP\r\nCT-OLD;CLI-A;Anexo;01310100\r\n'))
      .expect(200);
    expect(contracts.body.dados).toMatchObject({ gravadas: 1, recusadas: 0 });
    expect(
      await row(`SELECT edificio, cep FROM contrato WHERE empresa_id = $1 AND codigo = 'CT-OLD'`, [
        companyId,
      ]),
    ).toEqual({ edificio: 'Anexo', cep: '01310-100' });
  });

  it('previews every problem of a bad spreadsheet row at once: the unknown gas and the unknown contract', async () => {
    const preview = await admin
      .post('/api/admin/planilhas/equipamento/previa')
      .set('Content-Type', 'text/csv')
      .send(
        Buffer.from('Código;Contrato;Setor;Tipo de gás\r\nEQ-X;CT-NENHUM;UTI;R-999\r\n', 'utf8'),
      )
      .expect(200);
    const [result] = preview.body.dados.resultados;
    expect(result.status).toBe('ERRO');
    expect(result.erros).toEqual([
      expect.stringMatching(/^Tipo de gás: /),
      expect.stringMatching(/^Contrato: contrato "CT-NENHUM" não encontrado/),
    ]);
  });

  it('creates one room per sector on first use, assigns the units, and only once', async () => {
    const clientId = await createClient(db, companyId, { codigo: 'CLI-H', nome: 'Hospital H' });
    const contractId = await createContract(db, companyId, { codigo: 'CT-H', clienteId: clientId });
    for (const [code, sector] of [
      ['H1', 'UTI'],
      ['H2', 'UTI'],
      ['H3', 'Centro cirúrgico'],
    ])
      await createEquipment(db, companyId, { codigo: code, contratoId: contractId, setor: sector });

    await technician.post(`/api/fs/contratos/${contractId}/ambientes/dos-setores`).expect(403);
    await stranger.post(`/api/fs/contratos/${contractId}/ambientes/dos-setores`).expect(404);
    const created = await admin
      .post(`/api/fs/contratos/${contractId}/ambientes/dos-setores`)
      .expect(200);
    expect(created.body.dados).toMatchObject({ criados: 2, equipamentosAtribuidos: 3 });
    expect(
      created.body.dados.ambientes.map(
        (room: { codigo: string; nome: string; equipamentos: number }) => [
          room.codigo,
          room.nome,
          room.equipamentos,
        ],
      ),
    ).toEqual([
      ['AMB-01', 'Centro cirúrgico', 1],
      ['AMB-02', 'UTI', 2],
    ]);
    const again = await admin
      .post(`/api/fs/contratos/${contractId}/ambientes/dos-setores`)
      .expect(409);
    expect(again.body.codigo).toBe('AMBIENTES_EXISTENTES');
    await admin.post(`/api/fs/contratos/nao-e-id/ambientes/dos-setores`).expect(404);
  });

  describe('indoor-air analyses', () => {
    let contractId: string;
    let roomId: string;
    let analysis: IndoorAirAnalysis;

    // A contract of its own, with one room: the analyses below do not lean on the tests above.
    beforeAll(async () => {
      const clientId = await createClient(db, companyId, { codigo: 'CLI-AR', nome: 'Hospital Ar' });
      contractId = await createContract(db, companyId, { codigo: 'CT-AR', clienteId: clientId });
      await createEquipment(db, companyId, {
        codigo: 'AR-1',
        contratoId: contractId,
        setor: 'Centro cirúrgico',
      });
      ({ id: roomId } = await row(
        `INSERT INTO ambiente (empresa_id, contrato, contrato_id, codigo, nome) VALUES ($1, 'CT-AR', $2, 'AMB-01', 'Centro cirúrgico') RETURNING id`,
        [companyId, contractId],
      ));
      await db.query(
        `UPDATE equipamento SET ambiente = 'AMB-01' WHERE id IN (SELECT id FROM equipamento WHERE codigo = 'AR-1')`,
      );
    });

    const create = (agent: SessionAgent, fields: Record<string, string>, pdf?: Buffer) => {
      const call = agent.post('/api/fs/qualidade-ar/analises');
      for (const [name, value] of Object.entries(fields)) call.field(name, value);
      return pdf
        ? call.attach('laudo', pdf, { filename: 'laudo.pdf', contentType: 'application/pdf' })
        : call;
    };
    const daysAgo = (days: number) =>
      new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

    it('records an analysis with the lab’s PDF and judges each parameter against NBR 17037', async () => {
      const created = await create(
        admin,
        {
          contratoId: contractId,
          ambienteId: roomId,
          laboratorio: 'Conforlab',
          dataColeta: daysAgo(20),
          laudoNumero: 'QA-1',
          valores: JSON.stringify([
            { grandeza: 'TEMPERATURA', interno: 23.5, externo: 30 },
            { grandeza: 'CO2', interno: 1250, externo: 420 },
            { grandeza: 'FUNGOS', interno: 200, externo: 300 },
          ]),
        },
        LAB_PDF,
      ).expect(201);
      analysis = created.body.dados;
      expect(analysis).toMatchObject({
        resultado: 'NAO_CONFORME',
        ambiente: 'AMB-01 — Centro cirúrgico',
      });
      const verdicts = Object.fromEntries(
        analysis.julgamento.map((item) => [item.codigo, [item.apurado, item.situacao]]),
      );
      expect(verdicts).toMatchObject({
        TEMPERATURA: [23.5, 'CONFORME'],
        CO2: [830, 'NAO_CONFORME'],
        FUNGOS_IE: [0.667, 'CONFORME'],
        PM2_5: [null, 'NAO_MEDIDO'],
      });
      expect(analysis.reprovados).toEqual(['Dióxido de carbono (CO₂), interior − exterior']);
      const pdf = await admin.get(`/api/arquivos/${analysis.arquivoId}`).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(Buffer.from(pdf.body).subarray(0, 5).toString()).toBe('%PDF-');
      const listed = await admin
        .get(`/api/fs/qualidade-ar/analises?contratoId=${contractId}`)
        .expect(200);
      expect(listed.body.dados.map((item: { id: string }) => item.id)).toEqual([analysis.id]);
    });

    it('refuses bad input with 400, another company’s ids with 404, a technician with 403', async () => {
      const valid = {
        contratoId: contractId,
        laboratorio: 'Lab',
        dataColeta: daysAgo(1),
        valores: '[{"grandeza":"PM10","interno":20,"externo":null}]',
      };
      for (const bad of [
        { ...valid, laboratorio: '' },
        { ...valid, valores: 'não é json' },
        { ...valid, valores: '[]' },
        { ...valid, valores: '[{"grandeza":"RADONIO","interno":1}]' },
        { ...valid, valores: '[{"grandeza":"PM10","interno":"muito"}]' },
        { ...valid, valores: '[{"grandeza":"PM10","interno":1},{"grandeza":"PM10","interno":2}]' },
        { ...valid, dataColeta: '2026-02-30' },
        { ...valid, dataColeta: '2999-01-01' },
        { ...valid, contratoId: 'x' },
      ]) {
        const refused = await create(admin, bad).expect(400);
        expect(refused.body).toMatchObject({ sucesso: false, codigo: 'DADOS_INVALIDOS' });
      }
      const notPdf = await create(admin, valid, Buffer.from('não sou um PDF')).expect(415);
      expect(notPdf.body.sucesso).toBe(false);
      await create(admin, { ...valid, ambienteId: '00000000-0000-4000-8000-000000000000' }).expect(
        404,
      );
      await create(stranger, valid).expect(404);
      await stranger.get(`/api/fs/qualidade-ar/analises/${analysis.id}`).expect(404);
      await stranger.get(`/api/arquivos/${analysis.arquivoId}`).expect(404);
      await admin.get('/api/fs/qualidade-ar/analises/nao-e-id').expect(404);
      await technician.get('/api/fs/qualidade-ar/analises').expect(403);
      await admin
        .put(`/api/fs/qualidade-ar/contratos/${contractId}/intervalo`)
        .send({ intervaloMeses: 0 })
        .expect(400);
    });

    it('schedules the next analysis 6 months after the last (or the contract’s interval) and warns on the home', async () => {
      const agenda = await admin.get('/api/fs/qualidade-ar/agenda').expect(200);
      const mine = agenda.body.dados.find(
        (item: { contrato: string }) => item.contrato === 'CT-AR',
      );
      expect(mine).toMatchObject({
        intervaloMeses: 6,
        ultimaColeta: daysAgo(20),
        // Failed, so not "em dia" until a re-test passes.
        situacao: 'NAO_CONFORME',
        reprovada: true,
      });
      const shorter = await admin
        .put(`/api/fs/qualidade-ar/contratos/${contractId}/intervalo`)
        .send({ intervaloMeses: 1 })
        .expect(200);
      // Due within 30 days, but the failure is the more serious standing (one per contract).
      expect(shorter.body.dados.proxima <= daysAgo(-30)).toBe(true);
      expect(shorter.body.dados.situacao).toBe('NAO_CONFORME');
      const home = await admin.get('/api/fs/inicio').expect(200);
      expect(home.body.dados.atencao.qualidadeAr).toMatchObject({ vencendo: 0, reprovadas: 1 });
      expect(
        home.body.dados.atencao.qualidadeAr.contratos.map(
          (item: { contrato: string }) => item.contrato,
        ),
      ).toEqual(['CT-AR']);
      const technicianHome = await technician.get('/api/fs/inicio').expect(200);
      expect(technicianHome.body.dados.atencao.qualidadeAr).toBeNull();
      await admin
        .put(`/api/fs/qualidade-ar/contratos/${contractId}/intervalo`)
        .send({ intervaloMeses: null })
        .expect(200);
    });

    it('prints the building, the rooms table and the indoor-air section with the failing parameter flagged in the PMOC', async () => {
      await db.query(
        `UPDATE contrato SET edificio = 'Hospital H', logradouro = 'Rua A', numero = '10', bairro = 'Centro', cidade = 'Santos', uf = 'SP', cep = '11010-000' WHERE id = $1`,
        [contractId],
      );
      await db.query(
        `UPDATE ambiente SET area_m2 = 280, ocupantes_fixos = 16, ocupantes_flutuantes = 8 WHERE id = $1`,
        [roomId],
      );
      const generated = await admin
        .post('/api/fs/pmoc/gerar')
        .send({ contratoId: contractId, ano: 2099 })
        .expect(201);
      const sections = Object.fromEntries(
        generated.body.dados.conteudo.secoes.map((section: { id: string }) => [
          section.id,
          section,
        ]),
      );
      expect(sections.identificacao.html).toContain(
        '<strong>Imóvel (edifício):</strong> Hospital H',
      );
      expect(sections.identificacao.html).toContain('Rua A, 10');
      expect(sections.identificacao.html).toContain('11010-000');
      const rooms = sections.ambientes as DocumentTableSection;
      expect(rooms.titulo).toBe('3. Ambientes climatizados');
      // Unknown values point to "Dados a completar", the last section, where each is a marked
      // blank that blocks signing; the indoor-air section comes just before it.
      const pending = sections['dados-a-completar'] as { titulo: string; html: string };
      const pendingNumber = /^(\d+)\. Dados a completar$/.exec(pending.titulo)?.[1];
      expect(rooms.linhas).toContainEqual([
        'AMB-01',
        'Centro cirúrgico',
        `ver seção ${pendingNumber}`,
        '280',
        '16',
        '8',
        `ver seção ${pendingNumber}`,
        `ver seção ${pendingNumber}`,
        '1',
      ]);
      expect(pending.html).toContain(
        '<strong>Atividade — AMB-01 Centro cirúrgico:</strong> <mark class="preencher">[preencher]</mark>',
      );
      expect(pending.html).toContain(
        '<strong>Carga térmica (kW) — AMB-01 Centro cirúrgico:</strong>',
      );
      const titles = generated.body.dados.conteudo.secoes.map(
        (section: { titulo: string }) => section.titulo,
      );
      expect(titles.at(-1)).toBe(pending.titulo);
      expect(sections['qualidade-ar'].titulo).toBe(
        `${Number(pendingNumber) - 1}. Qualidade do ar interior`,
      );
      expect(sections['qualidade-ar'].html).toContain('Parâmetros não conformes');
      expect(sections['qualidade-ar'].html).toContain('<mark class="preencher">'); // corrective actions: to fill in
      const results = sections['qualidade-ar-resultados'] as DocumentTableSection;
      expect(results.linhas).toContainEqual(
        expect.arrayContaining([
          'Dióxido de carbono (CO₂), interior − exterior',
          '830',
          'NÃO CONFORME',
        ]),
      );
      const reference = sections['qualidade-ar-referencia'] as DocumentTableSection;
      expect(reference.linhas.map((line) => line[4])).toEqual(
        expect.arrayContaining([expect.stringContaining('NBR 17037:2023')]),
      );
      const blanks = generated.body.dados.regraAssinatura.pendencias.map(
        (blank: { secaoId: string }) => blank.secaoId,
      );
      expect(blanks).toContain('qualidade-ar');
    });
  });
});
