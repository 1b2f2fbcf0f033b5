import type { EntityManager } from 'typeorm';
import {
  CARE_AREA_CLASS_DEFAULTS,
  type CareAreaClass,
  checkRoomReading,
  type RoomReadingValues,
} from '@campo/contracts';
import { RoomRepository } from '@campo/field-service';

/** The hospital contract whose surgical centre and ICU are care areas. */
export const CARE_AREAS_DEMO_CONTRACT = 'CT-2026-001';

/**
 * The care areas (issue 46) and the readings taken at their latest visit: the ICU in its
 * bands, the surgical centre with its pressure difference below the class's minimum (the
 * non-conformity that proposes a corrective order).
 */
const CARE_AREAS: Array<{ nome: string; classe: CareAreaClass; leitura: RoomReadingValues }> = [
  {
    nome: 'Centro cirúrgico',
    classe: 'NIVEL_3',
    leitura: { temperaturaC: 20.4, umidadePct: 52, pressaoDiferencialPa: 1.5, trocasArH: 26 },
  },
  {
    nome: 'UTI Adulto',
    classe: 'NIVEL_2',
    leitura: { temperaturaC: 22.8, umidadePct: 48, pressaoDiferencialPa: 4.1, trocasArH: 7.5 },
  },
];

/**
 * Marks the hospital's surgical centre and ICU with their NBR 7256 classes (the class's
 * parameters) and records one reading in each on the latest visit of a unit serving it
 * within the corrective proposals' window (30 days; monthly visits keep one there on any
 * date), judged by the rule the technician's reading uses and written as that order's
 * checklist answers. Returns the readings recorded.
 */
export async function seedCareAreasDemo(
  manager: EntityManager,
  companyId: string,
): Promise<number> {
  const rooms = new RoomRepository(manager.connection);
  let recorded = 0;
  for (const area of CARE_AREAS) {
    const [room] = await manager.query(
      `SELECT a.id FROM ambiente a JOIN contrato c ON c.empresa_id = a.empresa_id AND c.id = a.contrato_id
        WHERE a.empresa_id = $1 AND c.codigo = $2 AND a.nome = $3`,
      [companyId, CARE_AREAS_DEMO_CONTRACT, area.nome],
    );
    if (!room) continue;
    await rooms.saveCareArea(manager, companyId, room.id, {
      classe: area.classe,
      parametros: CARE_AREA_CLASS_DEFAULTS[area.classe].parametros,
    });
    const marked = (await rooms.find(companyId, room.id, null, manager))!;
    const [visit] = await manager.query(
      `SELECT o.id, (coalesce(o.fim_atendimento, o.inicio_atendimento, o.abertura) AT TIME ZONE co.time_zone)::date::text AS data
         FROM ordem_servico o
         JOIN equipamento e ON e.empresa_id = o.empresa_id AND e.id = o.equipamento_id
         JOIN companies co ON co.id = o.empresa_id
        WHERE o.empresa_id = $1 AND e.contrato_id = $2 AND e.ambiente = $3
          AND o.status IS DISTINCT FROM 'CANCELADA' AND coalesce(o.fim_atendimento, o.abertura) <= now()
          AND coalesce(o.fim_atendimento, o.abertura) >= now() - interval '29 days'
        ORDER BY coalesce(o.fim_atendimento, o.abertura) DESC LIMIT 1`,
      [companyId, marked.contratoId, marked.codigo],
    );
    if (!visit) continue;
    const checks = checkRoomReading(marked.codigo, marked.areaSaude!.parametros, area.leitura);
    await rooms.insertReading(manager, companyId, {
      ...area.leitura,
      ambienteId: room.id,
      ordemServicoId: visit.id,
      data: visit.data,
      naoConformes: checks.filter((check) => !check.conforme).map((check) => check.parametro),
      userId: null,
    });
    await rooms.saveReadingAnswers(manager, companyId, visit.id, checks);
    recorded += 1;
  }
  return recorded;
}
