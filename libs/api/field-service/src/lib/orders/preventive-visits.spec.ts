import { type DueOccurrence, preventiveVisits } from './preventive-visits';

const due = (
  equipamentoId: string,
  atividadeId: string,
  periodicidade: DueOccurrence['periodicidade'],
  data: string,
): DueOccurrence => ({ equipamentoId, atividadeId, periodicidade, data });

const summary = (visits: ReturnType<typeof preventiveVisits>) =>
  visits.map((visit) => [
    visit.equipamentoId,
    visit.data,
    visit.atividades.map((activity) => activity.atividadeId),
  ]);

describe('preventiveVisits', () => {
  it('puts a unit’s month-coded activities on its earliest due day of the month', () => {
    const visits = preventiveVisits([
      due('u1', 'filtros', 'MS', '2027-03-10'),
      due('u1', 'serpentina', 'SE', '2027-03-20'),
      due('u2', 'filtros', 'MS', '2027-03-05'),
    ]);
    expect(summary(visits)).toEqual([
      ['u2', '2027-03-05', ['filtros']],
      ['u1', '2027-03-10', ['filtros', 'serpentina']],
    ]);
    expect(visits[1].atividades[1]).toEqual({
      atividadeId: 'serpentina',
      prevista: '2027-03-20',
      periodicidade: 'SE',
    });
  });

  it('gives day-coded activities their own days, merged when they coincide', () => {
    const visits = preventiveVisits([
      due('u1', 'dreno', 'QZ', '2027-03-03'),
      due('u1', 'dreno', 'QZ', '2027-03-17'),
      due('u1', 'pressao', 'SM', '2027-03-17'),
      due('u1', 'pressao', 'SM', '2027-03-24'),
      due('u1', 'serpentina', 'SE', '2027-03-20'),
    ]);
    expect(summary(visits)).toEqual([
      ['u1', '2027-03-03', ['dreno', 'serpentina']],
      ['u1', '2027-03-17', ['dreno', 'pressao']],
      ['u1', '2027-03-24', ['pressao']],
    ]);
  });

  it('rides on the day of a preventive already generated for the unit in the month', () => {
    const visits = preventiveVisits(
      [due('u1', 'filtros', 'MS', '2027-03-12'), due('u1', 'dreno', 'QZ', '2027-03-12')],
      new Map([['u1', '2027-03-02']]),
    );
    expect(summary(visits)).toEqual([
      ['u1', '2027-03-02', ['filtros']],
      ['u1', '2027-03-12', ['dreno']],
    ]);
  });
});
