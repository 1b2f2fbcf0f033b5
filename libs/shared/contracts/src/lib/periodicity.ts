/** Maintenance periodicity codes (spec, area B): plans, equipment and the annual grid use them. */

/** The codes in cadence order: days, then calendar months, then hour-meter and one-off. */
export const PERIODICITIES = [
  'D',
  '2D',
  'SM',
  'QZ',
  'MS',
  'BM',
  'TR',
  'QD',
  'SE',
  'AN',
  'H',
  'PT',
] as const;
export type Periodicity = (typeof PERIODICITIES)[number];

export const PERIODICITY_LABELS: Record<Periodicity, string> = {
  D: 'Diária',
  '2D': 'A cada 2 dias',
  SM: 'Semanal',
  QZ: 'Quinzenal',
  MS: 'Mensal',
  BM: 'Bimestral',
  TR: 'Trimestral',
  QD: 'Quadrimestral',
  SE: 'Semestral',
  AN: 'Anual',
  H: 'Por horas de uso',
  PT: 'Pontual',
};

export function isPeriodicity(code: string): code is Periodicity {
  return (PERIODICITIES as readonly string[]).includes(code);
}
