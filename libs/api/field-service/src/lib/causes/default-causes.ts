/** The name of the entry every catalogue has, for a cause that is none of the others. */
export const OTHER_CAUSE = 'Outra';

/**
 * The common HVAC root causes every company starts with (then edits), with the ways
 * technicians and ticket systems usually write them. Terms are matched as whole words
 * without case or accents; the longest contained term wins, so "vazamento de água"
 * (a drain) beats "vazamento" (refrigerant).
 */
export const DEFAULT_CAUSES: ReadonlyArray<{ nome: string; sinonimos: string[] }> = [
  {
    nome: 'Vazamento de fluido refrigerante / falta de gás',
    sinonimos: [
      'Falta de gás',
      'Falta de fluido',
      'Sem gás',
      'Gás baixo',
      'Baixa carga de gás',
      'Vazamento',
      'Vazamento de gás',
      'Vazamento na serpentina',
      'Porca flange',
    ],
  },
  {
    nome: 'Filtro obstruído',
    sinonimos: ['Filtro sujo', 'Filtro entupido', 'Filtros sujos', 'Filtro saturado'],
  },
  {
    nome: 'Dreno entupido',
    sinonimos: [
      'Dreno obstruído',
      'Dreno',
      'Vazamento de água',
      'Pingando água',
      'Gotejamento',
      'Bandeja de condensado',
    ],
  },
  {
    nome: 'Falha elétrica / disjuntor',
    sinonimos: [
      'Disjuntor',
      'Disjuntor desarmado',
      'Falha elétrica',
      'Curto-circuito',
      'Mau contato',
      'Contatora',
      'Cabo rompido',
    ],
  },
  {
    nome: 'Capacitor',
    sinonimos: ['Capacitor queimado', 'Capacitor estufado', 'Capacitor com defeito'],
  },
  {
    nome: 'Compressor',
    sinonimos: ['Compressor queimado', 'Compressor travado', 'Compressor não parte'],
  },
  {
    nome: 'Sensor / termostato',
    sinonimos: ['Sensor', 'Sensor com defeito', 'Termostato', 'Termistor', 'Sensor de temperatura'],
  },
  {
    nome: 'Placa eletrônica',
    sinonimos: ['Placa', 'Placa queimada', 'Placa de controle', 'Placa com defeito'],
  },
  {
    nome: 'Correia / ventilador',
    sinonimos: [
      'Correia',
      'Correia desgastada',
      'Ventilador',
      'Motor do ventilador',
      'Hélice',
      'Turbina',
    ],
  },
  {
    nome: 'Serpentina suja',
    sinonimos: ['Condensadora suja', 'Evaporadora suja', 'Serpentina obstruída'],
  },
  {
    nome: 'Uso inadequado',
    sinonimos: ['Mau uso', 'Uso indevido', 'Operação incorreta', 'Porta aberta', 'Janela aberta'],
  },
  {
    nome: 'Falta de energia',
    sinonimos: [
      'Queda de energia',
      'Sem energia',
      'Falta de luz',
      'Oscilação de tensão',
      'Pico de energia',
    ],
  },
];
