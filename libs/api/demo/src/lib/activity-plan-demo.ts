import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/** The hospital contract, whose surgical centre's plans the RT adjusted. */
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
 * What the PMOC adds to the demo's activity plans (the catalogue and the units' plans are
 * the field-service demo's, with their answers and executions): the units' locations,
 * the cleaning products, and the supervisor's review closing each preventive visit that
 * recorded activities (the approval the execution record prints). Once: a company whose
 * cleaning products are loaded is left as it is.
 */
@Injectable()
export class ActivityPlanDemo {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** How many visits the supervisor closed (0: nothing to do). */
  seed(companyId: string, people: { supervisorEmail: string }): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(7262031004)');
      const [loaded] = await manager.query(
        `SELECT 1 FROM produto_limpeza WHERE empresa_id = $1 LIMIT 1`,
        [companyId],
      );
      if (loaded) return 0;
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
      return closeVisits(manager, companyId, people.supervisorEmail);
    });
  }
}

/**
 * The unit whose cadence conflict the RT has resolved with a justification (the PMOC prints
 * it); the demo's other conflicts stay open, so their PMOCs ask for one before signing.
 */
const JUSTIFIED_CONFLICT = {
  codigo: 'AC-006',
  justificativa:
    'Contrato com visita anual: filtros, bandeja, dreno, correias e tomada de ar limpos mensalmente pela equipe de manutenção do hospital, com registro no livro da farmácia; a visita anual confere o registro e executa as demais atividades.',
};

/**
 * The RT's adjustments of the demo's plans: the surgical centre of the hospital contract
 * (below), the filters of the units visited fortnightly (an ICU, a data centre) cleaned at
 * every visit, and one cadence conflict justified.
 */
export async function adjustDemoPlans(manager: EntityManager, companyId: string) {
  await adjustSurgicalCentre(manager, companyId);
  // Every activity of the unit more frequent than its yearly visits.
  await manager.query(
    `INSERT INTO atividade_unidade (empresa_id, equipamento_id, atividade_id, justificativa)
     SELECT $1, e.id, a.id, $3 FROM equipamento e
       JOIN atividade_catalogo a ON a.empresa_id = e.empresa_id AND a.tipo_equipamento = e.tipo AND a.ativo
      WHERE e.empresa_id = $1 AND e.codigo = $2 AND e.periodicidade = 'AN' AND a.periodicidade NOT IN ('AN', 'H', 'PT')`,
    [companyId, JUSTIFIED_CONFLICT.codigo, JUSTIFIED_CONFLICT.justificativa],
  );
  await manager.query(
    `INSERT INTO atividade_unidade (empresa_id, equipamento_id, atividade_id, periodicidade)
     SELECT $1, e.id, a.id, 'QZ' FROM equipamento e
       JOIN atividade_catalogo a ON a.empresa_id = e.empresa_id AND a.tipo_equipamento = e.tipo
      WHERE e.empresa_id = $1 AND e.periodicidade = 'QZ' AND a.componente = 'Filtros de ar'`,
    [companyId],
  );
}

/**
 * The surgical centre's units of the hospital contract, adjusted by the RT: coil cleaning
 * monthly (the catalogue says quarterly) and a monthly check of the room's positive
 * pressure of their own (ABNT NBR 7256).
 */
async function adjustSurgicalCentre(manager: EntityManager, companyId: string) {
  const units: Array<{ id: string }> = await manager.query(
    `SELECT e.id FROM equipamento e JOIN contrato c ON c.id = e.contrato_id
      WHERE e.empresa_id = $1 AND c.codigo = $2 AND e.setor = $3`,
    [companyId, ACTIVITY_DEMO_CONTRACT, SURGICAL_CENTRE],
  );
  const ids = units.map((unit) => unit.id);
  await manager.query(
    `INSERT INTO atividade_unidade (empresa_id, equipamento_id, atividade_id, periodicidade)
     SELECT $1, e.id, a.id, 'MS' FROM equipamento e
       JOIN atividade_catalogo a ON a.empresa_id = e.empresa_id AND a.tipo_equipamento = e.tipo
      WHERE e.empresa_id = $1 AND e.id = ANY($2::uuid[]) AND a.componente = 'Serpentina do evaporador'`,
    [companyId, ids],
  );
  await manager.query(
    `INSERT INTO atividade_unidade (empresa_id, equipamento_id, componente, descricao, periodicidade, criterio)
     SELECT $1, id, 'Pressurização da sala', 'Verificar a pressão positiva da sala em relação às adjacentes', 'MS',
            'Pressão positiva mantida com as portas fechadas (ABNT NBR 7256).'
       FROM unnest($2::uuid[]) AS id`,
    [companyId, ids],
  );
}

/**
 * Every finished preventive that recorded activities, reviewed and closed by the
 * supervisor within the hour after the technician finished (an order already closed by
 * someone left as it is).
 */
async function closeVisits(
  manager: EntityManager,
  companyId: string,
  supervisorEmail: string,
): Promise<number> {
  const closed: unknown[] = await manager.query(
    `INSERT INTO ordem_servico_evento (empresa_id, ordem_servico_id, acao, de, para, usuario_id, detalhes, em)
     SELECT o.empresa_id, o.id, 'concluir', 'EM_ATENDIMENTO', 'CONCLUIDA', u.id, '{"revisada": true}'::jsonb,
            least(o.fim_atendimento + interval '1 hour', now())
       FROM ordem_servico o JOIN users u ON u.empresa_id = o.empresa_id AND u.email = $2
      WHERE o.empresa_id = $1 AND o.tipo = 'PREVENTIVA' AND o.status = 'CONCLUIDA'
        AND EXISTS (SELECT 1 FROM execucao_atividade x WHERE x.empresa_id = o.empresa_id AND x.ordem_servico_id = o.id)
        AND NOT EXISTS (SELECT 1 FROM ordem_servico_evento ev
                         WHERE ev.empresa_id = o.empresa_id AND ev.ordem_servico_id = o.id AND ev.acao = 'concluir')
     RETURNING id`,
    [companyId, supervisorEmail],
  );
  return closed.length;
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
