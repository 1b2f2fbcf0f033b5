/**
 * Wire types of care areas (`/api/fs/contratos/:id/ambientes/:ambienteId/area-saude`,
 * `/api/fs/ambientes/:ambienteId/leituras`): a room of a health-care building marked with
 * its ABNT NBR 7256:2021 class, the class's required parameters (the room's copy, editable
 * where the project says otherwise), and the readings taken at a visit, judged against them.
 */

export const CARE_AREA_STANDARD = 'ABNT NBR 7256:2021';

/**
 * The classes of care areas by the risk of infection through the air (NBR 7256:2021,
 * section 5.2): level 0 areas follow ABNT NBR 16401 and are not care areas here.
 */
export const CARE_AREA_CLASSES = ['NIVEL_1', 'NIVEL_2', 'NIVEL_3'] as const;
export type CareAreaClass = (typeof CARE_AREA_CLASSES)[number];

/** The room's pressure relative to its neighbours (NBR 7256:2021, 7.4). */
export const PRESSURE_RELATIONS = ['POSITIVA', 'NEGATIVA', 'INDIFERENTE'] as const;
export type PressureRelation = (typeof PRESSURE_RELATIONS)[number];

/** A care area's required parameters. */
export interface CareAreaParameters {
  temperaturaMinC: number;
  temperaturaMaxC: number;
  umidadeMinPct: number;
  umidadeMaxPct: number;
  pressao: PressureRelation;
  /** The least pressure difference to the neighbours, in Pa (null: INDIFERENTE). */
  pressaoMinPa: number | null;
  /** The least total air changes per hour (null: not required). */
  trocasArMinH: number | null;
  /** The filter class of each stage, first to last (`G4`, `F8`, `H13`). */
  filtros: string[];
  /** Where the values come from: the norm's defaults or the room's project. */
  fonte: string;
}

/** A class and the parameters a room of it starts with. */
export interface CareAreaClassDefinition {
  classe: CareAreaClass;
  nome: string;
  /** Rooms that usually are of this class. */
  exemplos: string;
  parametros: CareAreaParameters;
}

export const CARE_AREA_DEFAULTS_SOURCE = `${CARE_AREA_STANDARD} (valores de referência; confirmar com o projeto)`;

/**
 * The parameters a room of each class starts with. The norm's tables are not public: these
 * are the usual design values for each class, for the company to confirm (or replace with
 * the project's) per room; docs/pmoc-hospitalar.md says what was verified and where.
 */
export const CARE_AREA_CLASS_DEFAULTS: Record<CareAreaClass, CareAreaClassDefinition> = {
  NIVEL_1: {
    classe: 'NIVEL_1',
    nome: 'Nível de risco 1',
    exemplos: 'Enfermarias, consultórios, salas de exame, farmácia',
    parametros: {
      temperaturaMinC: 21,
      temperaturaMaxC: 24,
      umidadeMinPct: 40,
      umidadeMaxPct: 60,
      pressao: 'INDIFERENTE',
      pressaoMinPa: null,
      trocasArMinH: 6,
      filtros: ['G4', 'F7'],
      fonte: CARE_AREA_DEFAULTS_SOURCE,
    },
  },
  NIVEL_2: {
    classe: 'NIVEL_2',
    nome: 'Nível de risco 2',
    exemplos: 'UTI, berçário, central de material esterilizado (área limpa), hemodinâmica',
    parametros: {
      temperaturaMinC: 21,
      temperaturaMaxC: 24,
      umidadeMinPct: 40,
      umidadeMaxPct: 60,
      pressao: 'POSITIVA',
      pressaoMinPa: 2.5,
      trocasArMinH: 6,
      filtros: ['G4', 'F8'],
      fonte: CARE_AREA_DEFAULTS_SOURCE,
    },
  },
  NIVEL_3: {
    classe: 'NIVEL_3',
    nome: 'Nível de risco 3',
    exemplos: 'Salas cirúrgicas, ambiente protetor (imunocomprometidos), transplantes',
    parametros: {
      temperaturaMinC: 18,
      temperaturaMaxC: 22,
      umidadeMinPct: 45,
      umidadeMaxPct: 55,
      pressao: 'POSITIVA',
      pressaoMinPa: 2.5,
      trocasArMinH: 25,
      filtros: ['G4', 'F8', 'H13'],
      fonte: CARE_AREA_DEFAULTS_SOURCE,
    },
  },
};

/** Whether a filter stage is a HEPA (or ULPA) filter: H13, H14, U15–U17 (ABNT NBR ISO 29463). */
export function isHepaStage(filter: string): boolean {
  return /^(H1[3-4]|U1[5-7]|HEPA|ULPA)\b/i.test(filter.trim());
}

/** A room's care area: its class and its parameters. */
export interface CareArea {
  classe: CareAreaClass;
  parametros: CareAreaParameters;
}

/**
 * `PUT /api/fs/contratos/:id/ambientes/:ambienteId/area-saude`: marks the room (its class's
 * parameters when `parametros` is missing), or with `classe: null` unmarks it.
 */
export interface SaveCareAreaRequest {
  classe: CareAreaClass | null;
  parametros?: CareAreaParameters;
}

/** The values read in a room at a visit; a value not measured is null. */
export interface RoomReadingValues {
  temperaturaC: number | null;
  umidadePct: number | null;
  /** The pressure difference to the neighbour, in Pa (negative: the room is below it). */
  pressaoDiferencialPa: number | null;
  trocasArH: number | null;
}

/** `POST /api/fs/ambientes/:ambienteId/leituras`: the readings at the visit of an order. */
export interface RecordRoomReadingRequest extends RoomReadingValues {
  ordemServicoId: string;
}

export const ROOM_READING_PARAMETERS = ['TEMPERATURA', 'UMIDADE', 'PRESSAO', 'TROCAS_AR'] as const;
export type RoomReadingParameter = (typeof ROOM_READING_PARAMETERS)[number];

/** One parameter read, judged against the room's band. */
export interface RoomReadingCheck {
  parametro: RoomReadingParameter;
  /** The checklist item it is recorded as on the order (`Ambiente AMB-01 — Temperatura`). */
  item: string;
  conforme: boolean;
  /** What was read and what the band asks, in words. */
  observacao: string;
}

/** A reading recorded, with each parameter's verdict. */
export interface RoomReading extends RoomReadingValues {
  id: string;
  ambienteId: string;
  ordemServicoId: string;
  data: string;
  verificacoes: RoomReadingCheck[];
}

const PARAMETER_LABELS: Record<RoomReadingParameter, string> = {
  TEMPERATURA: 'Temperatura',
  UMIDADE: 'Umidade relativa',
  PRESSAO: 'Pressão diferencial',
  TROCAS_AR: 'Trocas de ar',
};

const number = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

/** The checklist item of a room's parameter: one per room and parameter on an order. */
export function roomReadingItem(roomCode: string, parameter: RoomReadingParameter): string {
  return `Ambiente ${roomCode} — ${PARAMETER_LABELS[parameter]} (${CARE_AREA_STANDARD})`;
}

/**
 * Each value read judged against the room's parameters: temperature and humidity inside
 * their bands (inclusive); the pressure difference at least the minimum on the required
 * side (positive: ≥ min; negative: ≤ −min; indifferent: not judged); air changes at least
 * the minimum. A value not read is not judged.
 */
export function checkRoomReading(
  roomCode: string,
  parameters: CareAreaParameters,
  values: RoomReadingValues,
): RoomReadingCheck[] {
  const checks: RoomReadingCheck[] = [];
  const add = (parametro: RoomReadingParameter, conforme: boolean, observacao: string) =>
    checks.push({ parametro, item: roomReadingItem(roomCode, parametro), conforme, observacao });
  const band = (value: number, min: number, max: number, unit: string) =>
    `Lido ${number(value)} ${unit}; faixa exigida ${number(min)} a ${number(max)} ${unit}.`;
  if (values.temperaturaC !== null) {
    const { temperaturaMinC: min, temperaturaMaxC: max } = parameters;
    add(
      'TEMPERATURA',
      values.temperaturaC >= min && values.temperaturaC <= max,
      band(values.temperaturaC, min, max, '°C'),
    );
  }
  if (values.umidadePct !== null) {
    const { umidadeMinPct: min, umidadeMaxPct: max } = parameters;
    add(
      'UMIDADE',
      values.umidadePct >= min && values.umidadePct <= max,
      band(values.umidadePct, min, max, '%'),
    );
  }
  if (
    values.pressaoDiferencialPa !== null &&
    parameters.pressao !== 'INDIFERENTE' &&
    parameters.pressaoMinPa !== null
  ) {
    const min = parameters.pressaoMinPa;
    const positive = parameters.pressao === 'POSITIVA';
    const value = values.pressaoDiferencialPa;
    add(
      'PRESSAO',
      positive ? value >= min : value <= -min,
      `Lido ${number(value)} Pa em relação aos vizinhos; exigido ${positive ? 'positivo, ao menos +' : 'negativo, ao menos −'}${number(min)} Pa.`,
    );
  }
  if (values.trocasArH !== null && parameters.trocasArMinH !== null) {
    const min = parameters.trocasArMinH;
    add(
      'TROCAS_AR',
      values.trocasArH >= min,
      `Lido ${number(values.trocasArH)} trocas/h; mínimo exigido ${number(min)} trocas/h.`,
    );
  }
  return checks;
}
