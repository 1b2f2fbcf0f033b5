import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { CatalogItem } from '@campo/contracts';
import {
  TechnicianAppService,
  VisitCatalogService,
  VisitEvidenceService,
  VisitRecordsService,
} from '@campo/field-service';
import { DataSource } from 'typeorm';

const HOUR = 3_600_000;
/** km driven to the demo visit (the order's and the allocation's, as the demo world keeps them equal). */
const DEMO_VISIT_KM = 14.5;

/** The unit the demo visit serviced (a split of the first hospital contract). */
const DEMO_VISIT_EQUIPMENT = 'AC-003';

/**
 * A finished visit of the demo technician with everything a report shows: services from
 * the catalogue, readings, a part, a recommendation, the checklist, photos before and
 * after (drawn with sharp) and the client's drawn signature, recorded through the same
 * services the phone's requests reach, so the report is sealed and e-mailed as a real
 * one would be. Once: a company that already has a signed visit is left as it is.
 */
@Injectable()
export class VisitReportDemo {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly attendance: TechnicianAppService,
    private readonly records: VisitRecordsService,
    private readonly evidence: VisitEvidenceService,
    private readonly catalog: VisitCatalogService,
  ) {}

  /**
   * Returns the order's code, or null when there was nothing to do. One seeder at a time
   * (two instances starting together): a session lock held on its own connection while
   * the services write through theirs.
   */
  async seed(
    companyId: string,
    people: { technicianEmail: string; supervisorEmail: string },
    now = new Date(),
  ): Promise<string | null> {
    const lock = this.dataSource.createQueryRunner();
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock(7262031003)');
      return await this.seedOnce(companyId, people, now);
    } finally {
      await lock.query('SELECT pg_advisory_unlock(7262031003)').catch(() => undefined);
      await lock.release();
    }
  }

  private async seedOnce(
    companyId: string,
    people: { technicianEmail: string; supervisorEmail: string },
    now: Date,
  ): Promise<string | null> {
    const [context] = await this.dataSource.query(
      `SELECT c.time_zone AS "timeZone", t.id AS "technicianId", s.id AS "supervisorId",
              EXISTS (SELECT 1 FROM visita_aceite v WHERE v.empresa_id = c.id) AS done,
              date_trunc('day', $4::timestamptz AT TIME ZONE c.time_zone) AT TIME ZONE c.time_zone AS midnight
         FROM companies c
         JOIN users t ON t.empresa_id = c.id AND t.email = $2
         JOIN users s ON s.empresa_id = c.id AND s.email = $3
        WHERE c.id = $1`,
      [companyId, people.technicianEmail, people.supervisorEmail, now],
    );
    if (!context || context.done) return null;
    const actor = { companyId, userId: context.technicianId, timeZone: context.timeZone };
    // Within the last 4 hours, and today (no past month's RGM changes): a fraction of that span.
    const opened = Math.max(now.getTime() - 4 * HOUR, new Date(context.midnight).getTime());
    const at = (fraction: number) =>
      new Date(opened + (now.getTime() - opened) * fraction).toISOString();
    const order = await this.openOrder(companyId, context, new Date(opened));
    if (!order) return null;

    await this.attendance.start(
      actor,
      order.id,
      { id: randomUUID(), em: at(0.25), km: DEMO_VISIT_KM },
      now,
    );
    // What the order asks (the unit's activities due today): the filters saturated, the rest conforming.
    const asked = (await this.attendance.order(actor, order.id, now)).checklist;
    const filters = Math.max(
      0,
      asked.findIndex(({ item }) => /filtro/i.test(item)),
    );
    await this.attendance.checklist(actor, order.id, {
      id: randomUUID(),
      respostas: asked.map(({ item }, index) =>
        index === filters
          ? { item, conforme: false, observacao: 'Filtros saturados; lavados e secos' }
          : { item, conforme: true, observacao: null },
      ),
    });
    const items = await this.catalog.list(companyId, {});
    const named = (nome: string) => items.find((item: CatalogItem) => item.nome === nome)?.id;
    for (const nome of [
      'Limpeza de filtros',
      'Limpeza de serpentina da evaporadora',
      'Verificação e desobstrução do dreno',
      'Medição de corrente elétrica',
    ])
      await this.records.service(actor, order.id, { id: randomUUID(), servicoId: named(nome) });
    for (const [grandeza, valor, unidade] of [
      ['PRESSAO_SUCCAO', 118, 'psi'],
      ['PRESSAO_DESCARGA', 325, 'psi'],
      ['CORRENTE', 7.4, 'A'],
      ['TEMPERATURA_INSUFLAMENTO', 12.5, '°C'],
      ['TEMPERATURA_RETORNO', 24, '°C'],
    ] as const)
      await this.records.reading(actor, order.id, { id: randomUUID(), grandeza, valor, unidade });
    await this.records.material(actor, order.id, {
      id: randomUUID(),
      materialId: named('Filtro de ar'),
      quantidade: 2,
      unidade: 'un',
    });
    await this.records.recommendation(actor, order.id, {
      id: randomUUID(),
      texto:
        'Manter a porta da sala fechada durante o uso; a troca dos filtros a cada 30 dias reduz a sujeira na serpentina.',
    });
    await this.evidence.photo(
      actor,
      order.id,
      { id: randomUUID(), rotulo: 'ANTES', legenda: 'Filtro saturado na chegada' },
      await demoPhoto('ANTES', '#8a6d3b'),
    );
    await this.evidence.photo(
      actor,
      order.id,
      { id: randomUUID(), rotulo: 'DEPOIS', legenda: 'Filtro limpo e serpentina higienizada' },
      await demoPhoto('DEPOIS', '#2e7d4f'),
    );
    await this.evidence.acceptance(
      actor,
      order.id,
      {
        id: randomUUID(),
        tipo: 'ASSINADO',
        em: at(0.7),
        nome: 'Dra. Helena Prado',
        documento: 'Coordenadora de enfermagem',
        assinatura: await demoSignature(),
      },
      now,
    );
    await this.attendance.finish(actor, order.id, { id: randomUUID(), em: at(0.75) }, now);
    return order.codigo;
  }

  /** An app order on the demo unit, opened by the supervisor and allocated to the technician. */
  private async openOrder(
    companyId: string,
    context: { technicianId: string; supervisorId: string },
    opened: Date,
  ): Promise<{ id: string; codigo: string } | undefined> {
    return this.dataSource.transaction(async (manager) => {
      const year = opened.getUTCFullYear();
      const [{ ultimo }] = await manager.query(
        `INSERT INTO ordem_servico_sequencia AS s (empresa_id, ano, ultimo) VALUES ($1, $2, 1)
         ON CONFLICT (empresa_id, ano) DO UPDATE SET ultimo = s.ultimo + 1 RETURNING ultimo`,
        [companyId, year],
      );
      const [order] = await manager.query(
        `INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, equipamento, equipamento_id, tipo, abertura,
                                    status, descricao, origem, prioridade, criado_por, tecnico, tecnico_id, km)
         SELECT $1, 'APP-' || $2 || '-' || lpad($3::text, 6, '0'), c.codigo, c.id, e.codigo, e.id, 'PREVENTIVA', $4,
                'ABERTA', 'Preventiva mensal: limpeza de filtros, serpentina e dreno', 'app', 'MEDIA', $5, t.email, t.id, $8
           FROM equipamento e JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
           JOIN users t ON t.empresa_id = e.empresa_id AND t.id = $7
          WHERE e.empresa_id = $1 AND e.codigo = $6
         RETURNING id, codigo`,
        [
          companyId,
          String(year),
          ultimo,
          opened,
          context.supervisorId,
          DEMO_VISIT_EQUIPMENT,
          context.technicianId,
          DEMO_VISIT_KM,
        ],
      );
      if (!order) return undefined;
      await manager.query(
        `WITH a AS (INSERT INTO alocacao (empresa_id, ordem_servico_id, tecnico_id, inicio)
                    VALUES ($1, $2, $3, $4) RETURNING id)
         INSERT INTO ordem_servico_evento (empresa_id, ordem_servico_id, acao, de, para, usuario_id, detalhes, em)
         SELECT $1::uuid, $2::uuid, 'abrir', NULL::text, 'ABERTA', $5::uuid, '{}'::jsonb, $4::timestamptz
         UNION ALL
         SELECT $1::uuid, $2::uuid, 'alocar', 'ABERTA', 'ABERTA', $5::uuid,
                jsonb_build_object('tecnicoId', $3::uuid, 'alocacaoId', a.id), $4::timestamptz FROM a`,
        [companyId, order.id, context.technicianId, opened, context.supervisorId],
      );
      return order;
    });
  }
}

/** A 1600 × 1200 JPEG that reads as a labelled site photo (a unit drawn in SVG). */
function demoPhoto(label: string, tone: string): Promise<Buffer> {
  const fins = Array.from(
    { length: 38 },
    (_, index) =>
      `<rect x="${330 + index * 25}" y="430" width="9" height="380" fill="${tone}" opacity="0.55"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe7ee"/><stop offset="1" stop-color="#9fb1c1"/></linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/>
    <rect x="260" y="300" width="1080" height="620" rx="36" fill="#f4f6f8" stroke="#5b6b7b" stroke-width="10"/>
    <rect x="300" y="400" width="1000" height="440" rx="12" fill="#e7ecf0" stroke="#7b8b9b" stroke-width="6"/>
    ${fins}
    <rect x="60" y="60" width="${label.length * 62 + 80}" height="130" rx="20" fill="${tone}"/>
    <text x="100" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="84" font-weight="bold" fill="#ffffff">${label}</text>
    <text x="300" y="1010" font-family="DejaVu Sans, Arial, sans-serif" font-size="46" fill="#33414f">Split 24.000 BTU · AC-003 · foto de demonstração</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A drawn signature, as the signature pad would give it (a PNG data URL). */
async function demoSignature(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200">
    <path d="M30 140 C 60 40, 110 40, 120 120 S 170 170, 200 90 C 215 50, 240 60, 235 120 C 232 160, 270 150, 300 100
             S 360 60, 380 120 C 392 150, 420 140, 450 90 C 470 60, 500 80, 520 110 L 570 100"
          stroke="#0b1f33" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
