import { planTechnicianDay } from './technician-day-demo';

const when = (order: ReturnType<typeof planTechnicianDay>[number]) =>
  order.agendadaPara ?? order.abertura;

describe('the demo technician’s day', () => {
  it('plans an overdue corrective from yesterday, two orders today and one tomorrow', () => {
    const day = planTechnicianDay('2026-11-24');
    expect(day.map((order) => [order.tipo, when(order).dia])).toEqual([
      ['CORRETIVA', '2026-11-23'],
      ['CORRETIVA', '2026-11-24'],
      ['PREVENTIVA', '2026-11-24'],
      ['PREVENTIVA', '2026-11-25'],
    ]);
  });

  it('opens every order in the current month, so no past month’s RGM changes', () => {
    for (const today of ['2026-11-24', '2026-12-01', '2027-01-01', '2026-11-30']) {
      for (const order of planTechnicianDay(today))
        expect(order.abertura.dia.slice(0, 7)).toBe(today.slice(0, 7));
    }
    // On the first of a month the overdue one is opened at midnight instead of yesterday.
    expect(planTechnicianDay('2026-12-01')[0].abertura).toEqual({
      dia: '2026-12-01',
      hora: '00:00',
    });
  });

  it('is the same plan on every run of a day (deterministic apart from the date)', () => {
    expect(planTechnicianDay('2026-11-24')).toEqual(planTechnicianDay('2026-11-24'));
    const days = planTechnicianDay('2026-11-24').map((order) => order.equipamento);
    expect(new Set(days).size).toBe(days.length);
  });
});
