import { cadenceConflicts } from './cadence-conflict';

const activity = (
  descricao: string,
  periodicidade: 'MS' | 'TR' | 'SE' | 'AN' | 'QZ' | 'H' | 'PT',
  extra: { ativo?: boolean; justificativa?: string } = {},
) => ({ atividadeId: descricao, descricao, periodicidade, ativo: extra.ativo ?? true, ...extra });

describe('cadence conflicts', () => {
  const plan = [
    activity('Filtros', 'MS'),
    activity('Serpentina', 'TR'),
    activity('Elétrica', 'SE'),
    activity('Dutos', 'AN'),
    activity('Horímetro', 'H'),
    activity('Comissionamento', 'PT'),
  ];

  it('names each active activity more frequent than the visits', () => {
    // Visited half-yearly: the monthly filters and the quarterly coil cannot be kept.
    expect(cadenceConflicts('SE', plan).map((item) => item.atividade.descricao)).toEqual([
      'Filtros',
      'Serpentina',
    ]);
    expect(cadenceConflicts('MS', plan)).toEqual([]);
    expect(cadenceConflicts('QZ', plan)).toEqual([]);
    // A unit without a visit cadence follows its most frequent activity: no conflict.
    expect(cadenceConflicts(null, plan)).toEqual([]);
    expect(cadenceConflicts('H', plan)).toEqual([]);
  });

  it('leaves out switched-off activities and carries the justification that resolves one', () => {
    const conflicts = cadenceConflicts('TR', [
      activity('Filtros', 'MS', { justificativa: 'Filtros limpos pela equipe do cliente' }),
      activity('Bandeja', 'MS', { ativo: false }),
    ]);
    expect(conflicts).toEqual([
      {
        atividade: expect.objectContaining({ descricao: 'Filtros' }),
        visitas: 'TR',
        justificativa: 'Filtros limpos pela equipe do cliente',
      },
    ]);
  });
});
