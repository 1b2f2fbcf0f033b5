import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  CareArea,
  CareAreaParameters,
  Room,
  RoomReading,
  RoomReadingCheck,
  RoomReadingParameter,
  RoomReadingValues,
} from '@campo/contracts';
import { DataSource, EntityManager } from 'typeorm';

/** A room's (`a`) care area as JSON (`CareArea`), or null. */
const CARE_AREA = `CASE WHEN a.classe_nbr7256 IS NULL THEN NULL ELSE json_build_object(
    'classe', a.classe_nbr7256,
    'parametros', json_build_object(
      'temperaturaMinC', a.temperatura_min_c::float8, 'temperaturaMaxC', a.temperatura_max_c::float8,
      'umidadeMinPct', a.umidade_min_pct::float8, 'umidadeMaxPct', a.umidade_max_pct::float8,
      'pressao', a.pressao_relacao, 'pressaoMinPa', a.pressao_min_pa::float8,
      'trocasArMinH', a.trocas_ar_min_h::float8, 'filtros', to_json(a.filtros), 'fonte', a.parametros_fonte)) END`;

const READING = `r.id, r.ambiente_id AS "ambienteId", r.ordem_servico_id AS "ordemServicoId", r.data::text AS data,
  r.temperatura_c::float8 AS "temperaturaC", r.umidade_pct::float8 AS "umidadePct",
  r.pressao_diferencial_pa::float8 AS "pressaoDiferencialPa", r.trocas_ar_h::float8 AS "trocasArH"`;

/** A room as a reading needs it: its code, its contract and its care area. */
export interface ReadingRoom {
  id: string;
  codigo: string;
  contratoId: string;
  areaSaude: CareArea | null;
}

/** A reading as stored: the values and which parameters were out of their band. */
export type StoredRoomReading = Omit<RoomReading, 'verificacoes'> & {
  naoConformes: RoomReadingParameter[];
};

/** A reading of one of a contract's rooms, with the room and the order it was taken on. */
export type ContractRoomReading = StoredRoomReading & {
  ambienteCodigo: string;
  ambienteNome: string;
  ordemCodigo: string;
};

const ROOM_SELECT = `
  SELECT a.id, a.codigo, a.nome, a.atividade, a.area_m2::float8 AS "areaM2",
         a.ocupantes_fixos AS "ocupantesFixos", a.ocupantes_flutuantes AS "ocupantesFlutuantes",
         a.carga_termica_kw::float8 AS "cargaTermicaKw", a.vazao_ar_exterior_m3h::float8 AS "vazaoArExteriorM3h",
         (SELECT count(*)::int FROM equipamento e
           WHERE e.empresa_id = a.empresa_id AND e.contrato_id = a.contrato_id AND e.ambiente = a.codigo
             AND e.desativado_em IS NULL) AS equipamentos,
         ${CARE_AREA} AS "areaSaude"
    FROM ambiente a`;

/** A contract's rooms (ambientes climatizados) and the units assigned to them. */
@Injectable()
export class RoomRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The contract's rooms by code; each with how many units in service name it. */
  list(
    companyId: string,
    contractId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Room[]> {
    return manager.query(
      `${ROOM_SELECT} WHERE a.empresa_id = $1 AND a.contrato_id = $2 ORDER BY a.codigo`,
      [companyId, contractId],
    );
  }

  /** The contract's code, locked until the transaction ends (two first uses at once: one wins). */
  async lockContract(
    manager: EntityManager,
    companyId: string,
    contractId: string,
  ): Promise<string | undefined> {
    const [row]: Array<{ codigo: string }> = await manager.query(
      'SELECT codigo FROM contrato WHERE empresa_id = $1 AND id = $2 FOR UPDATE',
      [companyId, contractId],
    );
    return row?.codigo;
  }

  async hasRooms(manager: EntityManager, companyId: string, contractId: string) {
    const [row] = await manager.query(
      'SELECT EXISTS (SELECT 1 FROM ambiente WHERE empresa_id = $1 AND contrato_id = $2) AS has',
      [companyId, contractId],
    );
    return row.has as boolean;
  }

  /**
   * One room per distinct sector of the contract's units in service (`AMB-01`, `AMB-02`…
   * in the sectors' alphabetical order, named after the sector), then each unit with no
   * room yet assigned to its sector's room. Returns how many of each were written.
   */
  async createFromSectors(
    manager: EntityManager,
    companyId: string,
    contractId: string,
    contractCode: string,
  ): Promise<{ rooms: number; units: number }> {
    const rooms: unknown[] = await manager.query(
      `INSERT INTO ambiente (empresa_id, contrato, contrato_id, codigo, nome)
       SELECT $1, $3, $2, 'AMB-' || lpad((row_number() OVER (ORDER BY setor))::text, 2, '0'), setor
         FROM (SELECT DISTINCT setor FROM equipamento
                WHERE empresa_id = $1 AND contrato_id = $2 AND desativado_em IS NULL AND btrim(setor) <> '') s
       RETURNING id`,
      [companyId, contractId, contractCode],
    );
    const [, units]: [unknown, number] = await manager.query(
      `UPDATE equipamento e SET ambiente = a.codigo, atualizado_em = now()
         FROM ambiente a
        WHERE e.empresa_id = $1 AND e.contrato_id = $2 AND e.ambiente IS NULL AND e.desativado_em IS NULL
          AND a.empresa_id = e.empresa_id AND a.contrato_id = e.contrato_id AND a.nome = e.setor`,
      [companyId, contractId],
    );
    return { rooms: rooms.length, units };
  }

  /** The room of the company with its care area, or undefined (in the contract, when given). */
  async find(
    companyId: string,
    roomId: string,
    contractId: string | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<ReadingRoom | undefined> {
    const [row] = await manager.query(
      `SELECT a.id, a.codigo, a.contrato_id AS "contratoId", ${CARE_AREA} AS "areaSaude"
         FROM ambiente a WHERE a.empresa_id = $1 AND a.id = $2 AND ($3::uuid IS NULL OR a.contrato_id = $3)`,
      [companyId, roomId, contractId],
    );
    return row;
  }

  /**
   * Marks the room as a care area with these parameters (null: unmarks it); the day it
   * was first marked (the company's clock) is kept while it stays one: the class's
   * activities are due from then.
   */
  async saveCareArea(
    manager: EntityManager,
    companyId: string,
    roomId: string,
    area: { classe: string; parametros: CareAreaParameters } | null,
  ): Promise<void> {
    const p = area?.parametros;
    await manager.query(
      `UPDATE ambiente SET classe_nbr7256 = $3, temperatura_min_c = $4, temperatura_max_c = $5,
              umidade_min_pct = $6, umidade_max_pct = $7, pressao_relacao = $8, pressao_min_pa = $9,
              trocas_ar_min_h = $10, filtros = $11, parametros_fonte = $12,
              area_saude_desde = CASE WHEN $3::text IS NULL THEN NULL
                                      ELSE coalesce(area_saude_desde, (now() AT TIME ZONE co.time_zone)::date) END,
              atualizado_em = now()
         FROM companies co
        WHERE ambiente.empresa_id = $1 AND ambiente.id = $2 AND co.id = ambiente.empresa_id`,
      [
        companyId,
        roomId,
        area?.classe ?? null,
        p?.temperaturaMinC ?? null,
        p?.temperaturaMaxC ?? null,
        p?.umidadeMinPct ?? null,
        p?.umidadeMaxPct ?? null,
        p?.pressao ?? null,
        p?.pressao === 'INDIFERENTE' ? null : (p?.pressaoMinPa ?? null),
        p?.trocasArMinH ?? null,
        p?.filtros ?? null,
        p?.fonte ?? null,
      ],
    );
  }

  /**
   * Today on the company's clock when the order is an open one (ABERTA, EM_ATENDIMENTO) of
   * a unit serving the room, and, for a technician, allocated to them; locked until the
   * transaction ends. Undefined: not an open order of the room (for this caller).
   */
  async orderAtRoom(
    manager: EntityManager,
    companyId: string,
    room: ReadingRoom,
    orderId: string,
    technicianId: string | null,
  ): Promise<{ data: string } | undefined> {
    const [row] = await manager.query(
      `SELECT (now() AT TIME ZONE co.time_zone)::date::text AS data
         FROM ordem_servico o
         JOIN equipamento e ON e.empresa_id = o.empresa_id AND e.id = o.equipamento_id
         JOIN companies co ON co.id = o.empresa_id
        WHERE o.empresa_id = $1 AND o.id = $2 AND e.contrato_id = $3 AND e.ambiente = $4
          AND o.status IN ('ABERTA', 'EM_ATENDIMENTO')
          AND ($5::uuid IS NULL OR EXISTS (
                SELECT 1 FROM alocacao al WHERE al.empresa_id = o.empresa_id AND al.ordem_servico_id = o.id AND al.tecnico_id = $5))
        FOR UPDATE OF o`,
      [companyId, orderId, room.contratoId, room.codigo, technicianId],
    );
    return row;
  }

  async insertReading(
    manager: EntityManager,
    companyId: string,
    reading: RoomReadingValues & {
      ambienteId: string;
      ordemServicoId: string;
      data: string;
      naoConformes: RoomReadingParameter[];
      userId: string | null;
    },
  ): Promise<StoredRoomReading> {
    const [row] = await manager.query(
      `INSERT INTO leitura_ambiente AS r (empresa_id, ambiente_id, ordem_servico_id, data, temperatura_c, umidade_pct,
                                         pressao_diferencial_pa, trocas_ar_h, nao_conformes, registrado_por)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       RETURNING ${READING}, r.nao_conformes AS "naoConformes"`,
      [
        companyId,
        reading.ambienteId,
        reading.ordemServicoId,
        reading.data,
        reading.temperaturaC,
        reading.umidadePct,
        reading.pressaoDiferencialPa,
        reading.trocasArH,
        reading.naoConformes,
        reading.userId,
      ],
    );
    return row;
  }

  /** The room's readings, newest first. */
  readings(companyId: string, roomId: string): Promise<StoredRoomReading[]> {
    return this.dataSource.query(
      `SELECT ${READING}, r.nao_conformes AS "naoConformes" FROM leitura_ambiente r
        WHERE r.empresa_id = $1 AND r.ambiente_id = $2 ORDER BY r.data DESC, r.criado_em DESC LIMIT 200`,
      [companyId, roomId],
    );
  }

  /**
   * Writes each parameter judged as the order's checklist answer (one per room and
   * parameter: a later reading replaces the answer), where the corrective proposals, the
   * RGM and the PMOC read the visit's non-conformities.
   */
  async saveReadingAnswers(
    manager: EntityManager,
    companyId: string,
    orderId: string,
    checks: RoomReadingCheck[],
  ): Promise<void> {
    if (checks.length === 0) return;
    await manager.query(
      `INSERT INTO checklist_resposta (empresa_id, ordem_servico_id, item, conforme, observacao)
       SELECT $1, $2, r.item, r.conforme, r.observacao
         FROM unnest($3::text[], $4::boolean[], $5::text[]) AS r (item, conforme, observacao)
       ON CONFLICT (empresa_id, ordem_servico_id, item)
       DO UPDATE SET conforme = EXCLUDED.conforme, nao_se_aplica = false, observacao = EXCLUDED.observacao`,
      [
        companyId,
        orderId,
        checks.map((check) => check.item),
        checks.map((check) => check.conforme),
        checks.map((check) => check.observacao),
      ],
    );
  }

  /** The readings of the contract's rooms taken in a year, by date, with the room and the order. */
  contractReadings(
    companyId: string,
    contractId: string,
    year: number,
  ): Promise<ContractRoomReading[]> {
    return this.dataSource.query(
      `SELECT ${READING}, r.nao_conformes AS "naoConformes", a.codigo AS "ambienteCodigo", a.nome AS "ambienteNome",
              o.codigo AS "ordemCodigo"
         FROM leitura_ambiente r
         JOIN ambiente a ON a.empresa_id = r.empresa_id AND a.id = r.ambiente_id
         JOIN ordem_servico o ON o.empresa_id = r.empresa_id AND o.id = r.ordem_servico_id
        WHERE r.empresa_id = $1 AND a.contrato_id = $2 AND r.data >= make_date($3, 1, 1) AND r.data < make_date($3 + 1, 1, 1)
        ORDER BY r.data, a.codigo, r.criado_em`,
      [companyId, contractId, year],
    );
  }
}
