import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ActivityPlanService, dueActivities } from '@campo/field-service';
import { DataSource, EntityManager } from 'typeorm';

/** The contract whose PMOC the demo shows with plans and an execution record (the hospital). */
export const ACTIVITY_DEMO_CONTRACT = 'CT-2026-001';

/** Units of the surgical centre: monthly coil cleaning and a pressure check of their own. */
const SURGICAL_CENTRE = 'Centro cirúrgico';

/** The demo company's cleaning products (fictitious registrations, in ANVISA's format). */
const PRODUCTS = [
  [
    'Detergente neutro para serpentinas',
    'Tensoativos aniônicos biodegradáveis',
    '3.0453.0012.001-2',
  ],
  [
    'Desinfetante hospitalar à base de quaternário de amônio',
    'Cloreto de benzalcônio 0,5 %',
    '3.2019.0234.001-7',
  ],
  [
    'Pastilha bactericida para bandeja de condensado',
    'Dicloroisocianurato de sódio',
    '3.1144.0078.002-9',
  ],
] as const;

/**
 * The PMOC's activity plans in the demo: the company's catalogue (the defaults), the
 * surgical centre's units adjusted (coil cleaning monthly, an extra pressure check), the
 * units' locations and the cleaning products filled in, and the answers of the past
 * preventive visits of the hospital contract recording the activities due at each
 * visit (by the same rule the technician's app asks them), each visit closed by the
 * supervisor. Once: a company whose catalogue is already loaded is left as it is.
 */
@Injectable()
export class ActivityPlanDemo {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly plans: ActivityPlanService,
  ) {}

  /** How many activity answers were recorded (0: nothing to do). */
  seed(companyId: string, people: { supervisorEmail: string }): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(7262031004)');
      const [loaded] = await manager.query(
        `SELECT 1 FROM atividade_catalogo WHERE empresa_id = $1 LIMIT 1`,
        [companyId],
      );
      if (loaded) return 0;
      await this.plans.ensureCatalogue(companyId, manager);
      await this.adjustSurgicalCentre(manager, companyId);
      await fillLocations(manager, companyId);
      await manager.query(
        `INSERT INTO produto_limpeza (empresa_id, produto, principio_ativo, registro_anvisa)
         SELECT $1, p.produto, p.principio, p.registro FROM unnest($2::text[], $3::text[], $4::text[]) AS p (produto, principio, registro)`,
        [
          companyId,
          PRODUCTS.map((product) => product[0]),
          PRODUCTS.map((product) => product[1]),
          PRODUCTS.map((product) => product[2]),
        ],
      );
      return this.recordVisits(manager, companyId, people.supervisorEmail);
    });
  }

  private async adjustSurgicalCentre(manager: EntityManager, companyId: string) {
    const units: Array<{ id: string }> = await manager.query(
      `SELECT e.id FROM equipamento e JOIN contrato c ON c.id = e.contrato_id
        WHERE e.empresa_id = $1 AND c.codigo = $2 AND e.setor = $3`,
      [companyId, ACTIVITY_DEMO_CONTRACT, SURGICAL_CENTRE],
    );
    for (const unit of units) {
      await manager.query(
        `INSERT INTO atividade_unidade (empresa_id, equipamento_id, atividade_id, periodicidade)
         SELECT $1, $2, a.id, 'MS' FROM atividade_catalogo a JOIN equipamento e ON e.id = $2
          WHERE a.empresa_id = $1 AND a.tipo_equipamento = e.tipo AND a.componente = 'Serpentina do evaporador'`,
        [companyId, unit.id],
      );
      await manager.query(
        `INSERT INTO atividade_unidade (empresa_id, equipamento_id, componente, descricao, periodicidade, criterio)
         VALUES ($1, $2, 'Pressurização da sala', 'Verificar a pressão positiva da sala em relação às adjacentes', 'MS',
                 'Pressão positiva mantida com as portas fechadas (ABNT NBR 7256).')`,
        [companyId, unit.id],
      );
    }
  }

  /**
   * The hospital contract's finished preventive orders since the start of last year, in
   * date order per unit: each answers the activities due at it (all conforming), and the
   * supervisor closes it (the approval the execution record prints).
   */
  private async recordVisits(
    manager: EntityManager,
    companyId: string,
    supervisorEmail: string,
  ): Promise<number> {
    const [context] = await manager.query(
      `SELECT c.time_zone AS "timeZone", u.id AS "supervisorId"
         FROM companies c JOIN users u ON u.empresa_id = c.id AND u.email = $2 WHERE c.id = $1`,
      [companyId, supervisorEmail],
    );
    if (!context) return 0;
    const units = await manager.query(
      `SELECT e.id, e.codigo, e.tipo,
              (SELECT to_char(min(p.inicio), 'YYYY-MM-DD') FROM plano_manutencao p
                WHERE p.empresa_id = e.empresa_id AND p.equipamento_id = e.id AND p.ativo) AS "inicioPlano"
         FROM equipamento e JOIN contrato c ON c.id = e.contrato_id
        WHERE e.empresa_id = $1 AND c.codigo = $2`,
      [companyId, ACTIVITY_DEMO_CONTRACT],
    );
    const planned = await this.plans.plans(companyId, units, manager);
    const orders: Array<{ id: string; equipamentoId: string; dia: string; fim: Date }> =
      await manager.query(
        `SELECT o.id, o.equipamento_id AS "equipamentoId", o.fim_atendimento AS fim,
                to_char(o.fim_atendimento AT TIME ZONE $3, 'YYYY-MM-DD') AS dia
           FROM ordem_servico o JOIN contrato c ON c.id = o.contrato_id
          WHERE o.empresa_id = $1 AND c.codigo = $2 AND o.tipo = 'PREVENTIVA' AND o.status = 'CONCLUIDA'
            AND o.fim_atendimento >= date_trunc('year', now() - interval '1 year')
          ORDER BY o.fim_atendimento`,
        [companyId, ACTIVITY_DEMO_CONTRACT, context.timeZone],
      );
    const answers: Array<{ orderId: string; item: string; activityId: string }> = [];
    const closed: Array<{ orderId: string; at: Date }> = [];
    for (const { unit, plan } of planned) {
      const last = new Map<string, string>();
      for (const order of orders.filter((item) => item.equipamentoId === unit.id)) {
        const due = dueActivities(plan, last, unit.inicioPlano, order.dia);
        for (const activity of due) {
          answers.push({
            orderId: order.id,
            item: activity.descricao,
            activityId: activity.atividadeId,
          });
          last.set(activity.atividadeId, order.dia);
        }
        if (due.length > 0) closed.push({ orderId: order.id, at: order.fim });
      }
    }
    await manager.query(
      `INSERT INTO checklist_resposta (empresa_id, ordem_servico_id, item, conforme, atividade_id)
       SELECT $1, a.ordem, a.item, true, a.atividade FROM unnest($2::uuid[], $3::text[], $4::uuid[]) AS a (ordem, item, atividade)
       ON CONFLICT DO NOTHING`,
      [
        companyId,
        answers.map((answer) => answer.orderId),
        answers.map((answer) => answer.item),
        answers.map((answer) => answer.activityId),
      ],
    );
    // Reviewed and closed by the supervisor within the hour after the technician finished.
    await manager.query(
      `INSERT INTO ordem_servico_evento (empresa_id, ordem_servico_id, acao, de, para, usuario_id, detalhes, em)
       SELECT $1, c.ordem, 'concluir', 'EM_ATENDIMENTO', 'CONCLUIDA', $2, '{"revisada": true}'::jsonb, c.em + interval '1 hour'
         FROM unnest($3::uuid[], $4::timestamptz[]) AS c (ordem, em)`,
      [
        companyId,
        context.supervisorId,
        closed.map((item) => item.orderId),
        closed.map((item) => item.at),
      ],
    );
    return answers.length;
  }
}

/** Where each demo unit is (the PMOC's "Localização"), from its sector and type, when not recorded. */
async function fillLocations(manager: EntityManager, companyId: string) {
  await manager.query(
    `UPDATE equipamento SET localizacao = setor || ' — ' || CASE tipo
              WHEN 'SPLIT' THEN 'parede, ' || CASE WHEN right(codigo, 1) IN ('1','3','5','7','9') THEN 'lado da janela' ELSE 'sobre a porta' END
              WHEN 'CASSETE' THEN 'forro, centro da sala'
              WHEN 'PISO_TETO' THEN 'teto, junto à parede do fundo'
              WHEN 'SELF_CONTAINED' THEN 'casa de máquinas do pavimento'
              WHEN 'FAN_COIL' THEN 'entreforro, acesso pela inspeção'
              ELSE 'ver planta' END
      WHERE empresa_id = $1 AND localizacao IS NULL AND setor IS NOT NULL`,
    [companyId],
  );
}
