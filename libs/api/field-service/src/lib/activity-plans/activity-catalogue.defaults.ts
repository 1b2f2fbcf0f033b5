import type { ActivityEquipmentType, Periodicity } from '@campo/contracts';

/** One activity of the default catalogue, before it is a company's row. */
export interface DefaultActivity {
  componente: string;
  descricao: string;
  periodicidade: Periodicity;
  criterio: string;
  fonte: string;
  /**
   * Which care areas an `AREA_SAUDE` activity is for: any (undefined), those with a pressure
   * relation to their neighbours (`PRESSAO`), those with a HEPA stage (`HEPA`).
   */
  requisitoAmbiente?: CareAreaRequirement;
}

/** The care areas an `AREA_SAUDE` activity applies to (column `atividade_catalogo.requisito_ambiente`). */
export type CareAreaRequirement = 'PRESSAO' | 'HEPA';

const ANNEX = 'Portaria MS 3.523/1998, Anexo I';
const NBR_13971 = 'ABNT NBR 13971';
const ANNEX_AND_13971 = `${ANNEX}; ${NBR_13971}`;

const activity = (
  componente: string,
  descricao: string,
  periodicidade: Periodicity,
  criterio: string,
  fonte = ANNEX_AND_13971,
): DefaultActivity => ({ componente, descricao, periodicidade, criterio, fonte });

/** Indoor units with a filter, coil, tray and blower (split, cassette, floor-ceiling, window, VRF). */
const INDOOR_UNIT: DefaultActivity[] = [
  activity(
    'Filtros de ar',
    'Limpar ou substituir os filtros de ar',
    'MS',
    'Filtros íntegros, sem rasgos nem colmatação; lavados e secos antes de recolocar.',
  ),
  activity(
    'Bandeja de condensado',
    'Limpar e desinfetar a bandeja de condensado',
    'MS',
    'Sem água parada, lodo ou biofilme; desinfetada com produto registrado na ANVISA.',
  ),
  activity(
    'Dreno',
    'Verificar a desobstrução e o caimento do dreno',
    'MS',
    'Escoamento livre, sem vazamento nem retorno de água.',
  ),
  activity(
    'Gabinete e aletas',
    'Limpar o gabinete, as grelhas e as aletas direcionais',
    'MS',
    'Superfícies limpas, sem poeira nem mofo; aletas movendo-se livremente.',
    ANNEX,
  ),
  activity(
    'Serpentina do evaporador',
    'Limpar a serpentina do evaporador',
    'TR',
    'Aletas limpas e desobstruídas, sem corrosão, incrustação nem amassados.',
  ),
  activity(
    'Ventilador (turbina)',
    'Limpar a turbina e verificar ruído e vibração',
    'TR',
    'Rotor limpo e balanceado, sem ruído nem vibração anormal; mancais sem folga.',
  ),
  activity(
    'Compressor e ciclo',
    'Medir pressões de sucção e descarga, corrente e temperaturas do ar',
    'TR',
    'Pressões e corrente dentro do especificado pelo fabricante; diferença de temperatura do ar entre 8 °C e 12 °C.',
    NBR_13971,
  ),
  activity(
    'Quadro e conexões elétricas',
    'Reapertar conexões, medir tensão e verificar o aterramento',
    'SE',
    'Conexões firmes, sem aquecimento nem oxidação; tensão dentro de ±10 % da nominal; aterramento presente.',
    NBR_13971,
  ),
  activity(
    'Condensadora',
    'Limpar a serpentina do condensador e verificar o ventilador',
    'SE',
    'Serpentina limpa, fluxo de ar livre, hélice fixa e sem ruído.',
    NBR_13971,
  ),
  activity(
    'Fluido refrigerante',
    'Verificar vazamentos de fluido refrigerante nas conexões e linhas',
    'SE',
    'Sem sinais de óleo nem bolhas nas conexões; carga conforme a etiqueta do fabricante.',
    NBR_13971,
  ),
  activity(
    'Isolamento das linhas',
    'Verificar o isolamento térmico das linhas frigorígenas',
    'AN',
    'Isolamento íntegro, sem ressecamento nem condensação externa.',
    NBR_13971,
  ),
];

/** Air handlers with ducts (self contained, fan coil): the indoor unit's plus belts, ducts and outdoor air. */
const DUCTED_UNIT: DefaultActivity[] = [
  ...INDOOR_UNIT.filter((item) => item.componente !== 'Gabinete e aletas'),
  activity(
    'Correias e polias',
    'Verificar tensão e desgaste das correias e o alinhamento das polias',
    'MS',
    'Correias tensionadas, sem trincas; polias alinhadas.',
    NBR_13971,
  ),
  activity(
    'Tomada de ar exterior',
    'Limpar a tela e o filtro da tomada de ar exterior',
    'MS',
    'Tomada desobstruída, com tela e filtro limpos; vazão de ar exterior conforme a ABNT NBR 16401.',
  ),
  activity(
    'Dutos, grelhas e difusores',
    'Inspecionar dutos, grelhas e difusores quanto a sujidade',
    'AN',
    'Sem sujidade visível nem umidade; higienizar conforme a ABNT NBR 14679 quando houver.',
    `${ANNEX}; ABNT NBR 14679`,
  ),
];

const CHILLER: DefaultActivity[] = [
  activity(
    'Operação',
    'Registrar pressões, temperaturas de entrada e saída de água e corrente dos compressores',
    'MS',
    'Valores dentro da faixa de operação do fabricante; diferença de temperatura da água conforme o projeto.',
    NBR_13971,
  ),
  activity(
    'Condensador',
    'Limpar o condensador (serpentina ou feixe tubular)',
    'SE',
    'Sem incrustação; aproximação de temperatura dentro do especificado.',
    NBR_13971,
  ),
  activity(
    'Quadro e conexões elétricas',
    'Reapertar conexões, verificar contatores, relés e aterramento',
    'TR',
    'Conexões firmes, sem aquecimento; proteções ajustadas conforme o fabricante.',
    NBR_13971,
  ),
  activity(
    'Óleo do compressor',
    'Analisar o óleo dos compressores',
    'AN',
    'Acidez e umidade dentro dos limites do fabricante.',
    NBR_13971,
  ),
  activity(
    'Fluido refrigerante',
    'Verificar vazamentos de fluido refrigerante',
    'TR',
    'Sem vazamentos; carga conforme a placa do equipamento.',
    NBR_13971,
  ),
  activity(
    'Tratamento de água',
    'Verificar o tratamento químico da água do circuito',
    'MS',
    'Parâmetros de pH, dureza e biocida conforme o programa de tratamento.',
    ANNEX_AND_13971,
  ),
];

const NBR_7256 = 'ABNT NBR 7256:2021';

/**
 * Units serving a care area (a room with an NBR 7256 class): these join the unit's plan,
 * and the filter replacement replaces the type's "limpar ou substituir" (fine and HEPA
 * filters are replaced, never washed).
 */
const CARE_AREA: DefaultActivity[] = [
  activity(
    'Filtros de ar',
    'Substituir os filtros de ar pelas classes exigidas para a área (não lavar)',
    'MS',
    'Filtros novos da classe de cada estágio exigida para a área (ex.: G4 + F8 + H13); filtros finos e HEPA são substituídos, nunca lavados; perda de carga registrada.',
    `${NBR_7256}; ${ANNEX}`,
  ),
  {
    ...activity(
      'Pressão diferencial',
      'Medir a pressão diferencial da área em relação aos ambientes vizinhos',
      'MS',
      'Diferença de pressão no sentido exigido (positiva ou negativa) e ao menos o mínimo da área; leitura registrada no ambiente.',
      NBR_7256,
    ),
    requisitoAmbiente: 'PRESSAO',
  },
  activity(
    'Condições termo-higrométricas',
    'Medir temperatura, umidade relativa e trocas de ar da área',
    'MS',
    'Temperatura e umidade dentro das faixas da área; trocas de ar por hora ao menos o mínimo exigido.',
    NBR_7256,
  ),
  {
    ...activity(
      'Filtro HEPA',
      'Ensaiar a integridade (estanqueidade) do filtro HEPA e da sua moldura',
      'AN',
      'Sem vazamento acima do admitido no ensaio de integridade (ABNT NBR ISO 14644-3); filtro substituído se reprovado.',
      `${NBR_7256}; ABNT NBR ISO 14644-3:2009`,
    ),
    requisitoAmbiente: 'HEPA',
  },
];

/** Any other type (or a unit with none): the activities every air-conditioning unit has. */
const OTHER: DefaultActivity[] = INDOOR_UNIT.filter((item) =>
  [
    'Filtros de ar',
    'Bandeja de condensado',
    'Dreno',
    'Serpentina do evaporador',
    'Quadro e conexões elétricas',
    'Fluido refrigerante',
  ].includes(item.componente),
);

/**
 * The default catalogue a company loads (and then edits): Portaria MS 3.523/1998 Annex I
 * (filters, coils, trays, drains, fans, ducts, outdoor air) and ABNT NBR 13971
 * (electrical, compressor readings, condenser, refrigerant, insulation), per equipment type.
 */
export const DEFAULT_ACTIVITY_CATALOGUE: Record<ActivityEquipmentType, DefaultActivity[]> = {
  SPLIT: INDOOR_UNIT,
  CASSETE: INDOOR_UNIT,
  PISO_TETO: INDOOR_UNIT,
  JANELA: INDOOR_UNIT.filter((item) => item.componente !== 'Condensadora'),
  VRF: INDOOR_UNIT,
  SELF_CONTAINED: DUCTED_UNIT,
  FAN_COIL: DUCTED_UNIT.filter(
    (item) =>
      !['Compressor e ciclo', 'Condensadora', 'Fluido refrigerante'].includes(item.componente),
  ),
  CHILLER,
  OUTRO: OTHER,
  AREA_SAUDE: CARE_AREA,
};
