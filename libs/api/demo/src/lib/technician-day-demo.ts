import type { EntityManager } from 'typeorm';
import { addDays } from './demo-world';

/** One order of the demo technician's day, as planned (local days and times of the company). */
export interface PlannedDayOrder {
  equipamento: string;
  tipo: 'CORRETIVA' | 'PREVENTIVA';
  prioridade: 'MEDIA' | 'ALTA' | 'URGENTE';
  descricao: string;
  /** Local day and time it was opened (never after the seed's now: see planTechnicianDay). */
  abertura: { dia: string; hora: string };
  /** Local day and time of the visit, or null (the agenda then reads the opening). */
  agendadaPara: { dia: string; hora: string } | null;
}

/**
 * The demo technician's day, relative to the company's `today`: an overdue corrective
 * opened yesterday on a hospital contract with a 2 h response target, a corrective and
 * a preventive (on an equipment with a plan) for today, and a preventive tomorrow.
 * Every order is opened in the current month, so no past month's RGM changes: on the
 * first day of a month the "overdue" one is opened at midnight instead (late by its SLA,
 * on today's agenda). Openings later than the seed's time are moved back to it by the
 * writer (an order is never opened in the future).
 */
export function planTechnicianDay(today: string): PlannedDayOrder[] {
  const yesterday = addDays(today, -1);
  const sameMonth = yesterday.slice(0, 7) === today.slice(0, 7);
  return [
    {
      equipamento: 'AC-002',
      tipo: 'CORRETIVA',
      prioridade: 'ALTA',
      descricao: 'Equipamento desarmando; sala de recuperação quente',
      abertura: sameMonth ? { dia: yesterday, hora: '14:10' } : { dia: today, hora: '00:00' },
      agendadaPara: null,
    },
    {
      equipamento: 'AC-007',
      tipo: 'CORRETIVA',
      prioridade: 'URGENTE',
      descricao: 'Vazamento de água pela bandeja sobre o balcão',
      abertura: { dia: today, hora: '07:40' },
      agendadaPara: { dia: today, hora: '10:00' },
    },
    {
      equipamento: 'AC-001',
      tipo: 'PREVENTIVA',
      prioridade: 'MEDIA',
      descricao: 'Preventiva do plano: limpeza de filtros, serpentina e dreno',
      abertura: { dia: today, hora: '07:30' },
      agendadaPara: { dia: today, hora: '14:00' },
    },
    {
      equipamento: 'AC-013',
      tipo: 'PREVENTIVA',
      prioridade: 'MEDIA',
      descricao: 'Preventiva do plano: inspeção geral e medição de corrente',
      abertura: { dia: today, hora: '08:00' },
      agendadaPara: { dia: addDays(today, 1), hora: '09:00' },
    },
  ];
}

/**
 * Gives the demo technician a day of work, as the app would have dispatched it: orders
 * with APP- codes from the company's yearly counter, opened by the supervisor, allocated
 * to the technician, each with its `abrir` and `alocar` events. Only when the technician
 * has no open order opened in the app (the first start, or once the demo user has worked
 * through them): a restart keeps what is there. Returns the number of orders created.
 */
export async function seedTechnicianDay(
  manager: EntityManager,
  companyId: string,
  people: { technicianEmail: string; supervisorEmail: string },
  now = new Date(),
): Promise<number> {
  const [context] = await manager.query(
    `SELECT c.time_zone AS "timeZone", t.id AS "technicianId", t.email AS "technicianEmail", s.id AS "supervisorId",
            to_char($4::timestamptz AT TIME ZONE c.time_zone, 'YYYY-MM-DD') AS today,
            EXISTS (SELECT 1 FROM ordem_servico o JOIN alocacao a ON a.empresa_id = o.empresa_id AND a.ordem_servico_id = o.id
                     WHERE o.empresa_id = c.id AND a.tecnico_id = t.id AND o.origem = 'app'
                       AND o.status IN ('ABERTA', 'EM_ATENDIMENTO')) AS busy
       FROM companies c
       JOIN users t ON t.empresa_id = c.id AND t.email = $2 AND t.role = 'TECNICO' AND t.active
       JOIN users s ON s.empresa_id = c.id AND s.email = $3
      WHERE c.id = $1`,
    [companyId, people.technicianEmail, people.supervisorEmail, now],
  );
  if (!context || context.busy) return 0;
  const planned = planTechnicianDay(context.today);
  const year = Number(context.today.slice(0, 4));
  const [{ ultimo }] = await manager.query(
    `INSERT INTO ordem_servico_sequencia AS s (empresa_id, ano, ultimo) VALUES ($1, $2, $3)
     ON CONFLICT (empresa_id, ano) DO UPDATE SET ultimo = s.ultimo + EXCLUDED.ultimo RETURNING ultimo`,
    [companyId, year, planned.length],
  );
  const first = Number(ultimo) - planned.length + 1;
  // Openings are local times moved back to the seed's now when later; codes follow the plan's order.
  const created: Array<{ id: string; abertura: Date }> = await manager.query(
    `INSERT INTO ordem_servico (empresa_id, codigo, contrato, contrato_id, equipamento, equipamento_id, tipo, abertura,
                                agendada_para, status, descricao, origem, prioridade, criado_por, tecnico, tecnico_id)
     SELECT $1, 'APP-' || $3 || '-' || lpad(($4::int + p.n - 1)::text, 6, '0'), c.codigo, c.id, e.codigo, e.id, p.tipo,
            least((p.abertura_dia + p.abertura_hora)::timestamp AT TIME ZONE $2, $5::timestamptz),
            (p.agenda_dia + p.agenda_hora)::timestamp AT TIME ZONE $2,
            'ABERTA', p.descricao, 'app', p.prioridade, $6, $8, $7
       FROM jsonb_to_recordset($9::jsonb)
              AS p(n int, equipamento text, tipo text, prioridade text, descricao text, abertura_dia date,
                   abertura_hora time, agenda_dia date, agenda_hora time)
       JOIN equipamento e ON e.empresa_id = $1 AND e.codigo = p.equipamento
       JOIN contrato c ON c.empresa_id = e.empresa_id AND c.id = e.contrato_id
      ORDER BY p.n
     RETURNING id, abertura`,
    [
      companyId,
      context.timeZone,
      String(year),
      first,
      now,
      context.supervisorId,
      context.technicianId,
      context.technicianEmail,
      JSON.stringify(
        planned.map((order, index) => ({
          n: index + 1,
          equipamento: order.equipamento,
          tipo: order.tipo,
          prioridade: order.prioridade,
          descricao: order.descricao,
          abertura_dia: order.abertura.dia,
          abertura_hora: order.abertura.hora,
          agenda_dia: order.agendadaPara?.dia ?? null,
          agenda_hora: order.agendadaPara?.hora ?? null,
        })),
      ),
    ],
  );
  // Dispatched as it was opened: the allocation, then the opening and allocation events.
  await manager.query(
    `WITH o AS (SELECT * FROM unnest($2::uuid[], $3::timestamptz[]) AS o (id, abertura)),
          a AS (INSERT INTO alocacao (empresa_id, ordem_servico_id, tecnico_id, inicio)
                SELECT $1, o.id, $4, o.abertura FROM o RETURNING id, ordem_servico_id)
     INSERT INTO ordem_servico_evento (empresa_id, ordem_servico_id, acao, de, para, usuario_id, detalhes, em)
     SELECT $1::uuid, o.id, 'abrir', NULL::text, 'ABERTA', $5::uuid, '{}'::jsonb, o.abertura FROM o
     UNION ALL
     SELECT $1::uuid, o.id, 'alocar', 'ABERTA', 'ABERTA', $5::uuid,
            jsonb_build_object('tecnicoId', $4::uuid, 'alocacaoId', a.id), o.abertura
       FROM o JOIN a ON a.ordem_servico_id = o.id`,
    [
      companyId,
      created.map((order) => order.id),
      created.map((order) => order.abertura),
      context.technicianId,
      context.supervisorId,
    ],
  );
  return created.length;
}
