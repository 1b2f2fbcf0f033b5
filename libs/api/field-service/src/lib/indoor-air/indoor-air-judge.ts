import type {
  IndoorAirJudgement,
  IndoorAirReference,
  IndoorAirValue,
  IndoorAirVerdict,
} from '@campo/contracts';

/**
 * Judges an analysis' values against the NBR 17037 reference checks, one verdict per
 * check. Pure: the reference comes in as data.
 * - FAIXA: the indoor value within [minimo, maximo];
 * - MAXIMO: the indoor value at most `maximo`;
 * - DIFERENCA_MAXIMA: indoor − outdoor at most `maximo` (CO₂); without the outdoor value
 *   the check cannot be made (SEM_EXTERIOR);
 * - RAZAO_MAXIMA: indoor ÷ outdoor at most `maximo` (fungi I/E); an outdoor count of zero
 *   passes only with zero indoors.
 * A quantity the lab did not measure is NAO_MEDIDO, never a pass.
 */
export function judgeIndoorAir(
  references: readonly IndoorAirReference[],
  values: readonly IndoorAirValue[],
): IndoorAirJudgement[] {
  const byQuantity = new Map(values.map((value) => [value.grandeza, value]));
  return references.map((reference) => {
    const value = byQuantity.get(reference.grandeza);
    const base = {
      codigo: reference.codigo,
      nome: reference.nome,
      unidade: reference.unidade,
      limite: limitText(reference),
      interno: value?.interno ?? null,
      externo: value?.externo ?? null,
    };
    if (!value) return { ...base, apurado: null, situacao: 'NAO_MEDIDO' };
    const { apurado, situacao } = compare(reference, value);
    return { ...base, apurado, situacao };
  });
}

function compare(
  reference: IndoorAirReference,
  value: IndoorAirValue,
): { apurado: number | null; situacao: IndoorAirVerdict } {
  const { minimo, maximo } = reference;
  const within = (measured: number) =>
    (minimo === null || measured >= minimo) && (maximo === null || measured <= maximo);
  const verdict = (measured: number) => ({
    apurado: round(measured),
    situacao: within(measured) ? ('CONFORME' as const) : ('NAO_CONFORME' as const),
  });
  switch (reference.comparacao) {
    case 'FAIXA':
    case 'MAXIMO':
      return verdict(value.interno);
    case 'DIFERENCA_MAXIMA':
      return value.externo === null
        ? { apurado: null, situacao: 'SEM_EXTERIOR' }
        : verdict(value.interno - value.externo);
    case 'RAZAO_MAXIMA':
      if (value.externo === null) return { apurado: null, situacao: 'SEM_EXTERIOR' };
      if (value.externo === 0)
        return value.interno === 0
          ? { apurado: 0, situacao: 'CONFORME' }
          : { apurado: null, situacao: 'NAO_CONFORME' };
      return verdict(value.interno / value.externo);
  }
}

/** The analysis fails when any check fails; checks not measured do not fail it. */
export function analysisResult(judgements: readonly IndoorAirJudgement[]) {
  return judgements.some((judgement) => judgement.situacao === 'NAO_CONFORME')
    ? ('NAO_CONFORME' as const)
    : ('CONFORME' as const);
}

/** The limit as a reader of the PMOC or the screen reads it. */
export function limitText(reference: IndoorAirReference): string {
  const number = (value: number) => value.toLocaleString('pt-BR');
  const { minimo, maximo } = reference;
  switch (reference.comparacao) {
    case 'FAIXA':
      return `${number(minimo ?? 0)} a ${number(maximo ?? 0)}`;
    case 'MAXIMO':
      return `≤ ${number(maximo ?? 0)}`;
    case 'DIFERENCA_MAXIMA':
      return `≤ ${number(maximo ?? 0)} acima do exterior`;
    case 'RAZAO_MAXIMA':
      return `I/E ≤ ${number(maximo ?? 0)}`;
  }
}

function round(value: number) {
  return Math.round(value * 1000) / 1000;
}
