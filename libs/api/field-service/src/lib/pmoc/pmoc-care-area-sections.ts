import {
  CARE_AREA_CLASS_DEFAULTS,
  CARE_AREA_STANDARD,
  checkRoomReading,
  formatDay,
  type CareAreaParameters,
  type DocumentTableSection,
  type PressureRelation,
  type Room,
} from '@campo/contracts';
import type { ContractRoomReading } from '../rooms/room.repository';

const number = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
const PRESSURE_TEXT: Record<PressureRelation, string> = {
  POSITIVA: 'positiva',
  NEGATIVA: 'negativa',
  INDIFERENTE: 'indiferente',
};

/** The pressure a care area asks of its neighbours, in words ("positiva, ≥ 2,5 Pa"). */
export function pressureText(parameters: CareAreaParameters): string {
  return parameters.pressaoMinPa === null || parameters.pressao === 'INDIFERENTE'
    ? PRESSURE_TEXT[parameters.pressao]
    : `${PRESSURE_TEXT[parameters.pressao]}, ≥ ${number(parameters.pressaoMinPa)} Pa`;
}

/**
 * The contract's care areas (ABNT NBR 7256:2021): each room marked with its class, the
 * parameters it is held to and where they come from; null when the contract has none.
 */
export function careAreasSection(titulo: string, rooms: Room[]): DocumentTableSection | null {
  const care = rooms.filter((room) => room.areaSaude);
  if (care.length === 0) return null;
  return {
    id: 'areas-saude',
    titulo,
    tipo: 'tabela',
    fonte: 'areas-saude',
    nota: `ambientes marcados como área de saúde, com a classe (nível de risco) da ${CARE_AREA_STANDARD} e os parâmetros de cada um (os da classe ou os do projeto, conforme a fonte); as unidades que os atendem seguem as atividades da classe (seção 5)`,
    colunas: [
      'Código',
      'Ambiente',
      'Classe',
      'Temperatura (°C)',
      'Umidade (%)',
      'Pressão',
      'Trocas de ar (/h)',
      'Filtros (por estágio)',
      'Fonte',
    ],
    linhas: care.map((room) => {
      const { classe, parametros } = room.areaSaude!;
      return [
        room.codigo,
        room.nome,
        CARE_AREA_CLASS_DEFAULTS[classe].nome,
        `${number(parametros.temperaturaMinC)} a ${number(parametros.temperaturaMaxC)}`,
        `${number(parametros.umidadeMinPct)} a ${number(parametros.umidadeMaxPct)}`,
        pressureText(parametros),
        parametros.trocasArMinH === null ? '—' : `≥ ${number(parametros.trocasArMinH)}`,
        parametros.filtros.join(' + '),
        parametros.fonte,
      ];
    }),
  };
}

/**
 * The readings taken in the care areas over the year, each judged as it was recorded; a
 * value outside the band is a non-conformity of the visit's order (and its corrective).
 * Null when the contract has no care area.
 */
export function careReadingsSection(
  titulo: string,
  rooms: Room[],
  readings: ContractRoomReading[],
  year: number,
): DocumentTableSection | null {
  const care = new Map(rooms.filter((room) => room.areaSaude).map((room) => [room.codigo, room]));
  if (care.size === 0) return null;
  const value = (reading: number | null, unit: string) =>
    reading === null ? '—' : `${number(reading)} ${unit}`;
  return {
    id: 'leituras-areas-saude',
    titulo,
    tipo: 'tabela',
    fonte: 'leituras-ambientes',
    nota: `leituras registradas pelos técnicos nas visitas de ${year}, julgadas no registro pelos parâmetros do ambiente (${CARE_AREA_STANDARD}); um valor fora da faixa é não conformidade da ordem de serviço, com a proposta de corretiva`,
    colunas: [
      'Data',
      'Ambiente',
      'OS',
      'Temperatura',
      'Umidade',
      'Pressão diferencial',
      'Trocas de ar',
      'Situação',
    ],
    linhas:
      readings.length > 0
        ? readings.map((reading) => {
            const room = care.get(reading.ambienteCodigo);
            const failed = room
              ? checkRoomReading(room.codigo, room.areaSaude!.parametros, reading).filter((check) =>
                  reading.naoConformes.includes(check.parametro),
                )
              : [];
            return [
              formatDay(reading.data),
              `${reading.ambienteCodigo} ${reading.ambienteNome}`,
              reading.ordemCodigo,
              value(reading.temperaturaC, '°C'),
              value(reading.umidadePct, '%'),
              value(reading.pressaoDiferencialPa, 'Pa'),
              value(reading.trocasArH, '/h'),
              reading.naoConformes.length === 0
                ? 'Conforme'
                : `NÃO CONFORME: ${failed.map((check) => check.observacao).join(' ') || reading.naoConformes.join(', ')}`,
            ];
          })
        : [['—', 'Nenhuma leitura registrada no ano', '—', '—', '—', '—', '—', '—']],
  };
}
