import { isPastLocal, localDayTime, nextOpenSlot, slotOfTime } from '@campo/contracts';

const ZONE = 'America/Sao_Paulo';
const SLOTS = ['08:00', '10:00', '14:00', '16:00'];
const DAYS = ['2026-12-07', '2026-12-08', '2026-12-09'];
// Monday 07/12/2026, 16:53 in São Paulo (UTC−3).
const NOW = new Date('2026-12-07T19:53:00Z');

/** The agenda's clock: which slot an order sits in, which are past, and where a late drop goes. */
describe('agenda time: the rules the drop, the dialog and the API share', () => {
  it('reads the local day and time in the company’s zone', () => {
    expect(localDayTime(NOW, ZONE)).toEqual({ dia: '2026-12-07', hora: '16:53' });
    expect(localDayTime(new Date('2026-12-08T02:30:00Z'), ZONE)).toEqual({
      dia: '2026-12-07',
      hora: '23:30',
    });
  });

  it('counts the minute on the clock, and everything before it, as past', () => {
    expect(isPastLocal({ dia: '2026-12-07', hora: '14:00' }, NOW, ZONE)).toBe(true);
    expect(isPastLocal({ dia: '2026-12-07', hora: '16:53' }, NOW, ZONE)).toBe(true);
    expect(isPastLocal({ dia: '2026-12-07', hora: '16:54' }, NOW, ZONE)).toBe(false);
    expect(isPastLocal({ dia: '2026-12-06', hora: '23:59' }, NOW, ZONE)).toBe(true);
    expect(isPastLocal({ dia: '2026-12-08', hora: '08:00' }, NOW, ZONE)).toBe(false);
  });

  it('places an order in the last slot at or before its time, or the first', () => {
    expect(slotOfTime('14:00', SLOTS)).toBe('14:00');
    expect(slotOfTime('15:59', SLOTS)).toBe('14:00');
    expect(slotOfTime('07:30', SLOTS)).toBe('08:00');
    expect(slotOfTime('23:00', SLOTS)).toBe('16:00');
  });

  it('sends a drop on 14:00 at 16:53 to the next free slot, never back in time', () => {
    const options = { dias: DAYS, slots: SLOTS, now: NOW, timeZone: ZONE };
    const target = { dia: '2026-12-07', hora: '14:00' };
    // 16:00 today is past too: the next is tomorrow's first hour.
    expect(nextOpenSlot(target, { ...options, free: () => true })).toEqual({
      dia: '2026-12-08',
      hora: '08:00',
    });
    // Tomorrow's 08:00 and 10:00 taken: 14:00.
    const taken = new Set(['2026-12-08|08:00', '2026-12-08|10:00']);
    expect(
      nextOpenSlot(target, { ...options, free: (at) => !taken.has(`${at.dia}|${at.hora}`) }),
    ).toEqual({ dia: '2026-12-08', hora: '14:00' });
    // Nothing left in the days shown.
    expect(nextOpenSlot(target, { ...options, dias: ['2026-12-07'], free: () => true })).toBeNull();
    // A day later than the drop is never looked at before it.
    expect(
      nextOpenSlot({ dia: '2026-12-09', hora: '08:00' }, { ...options, free: () => true }),
    ).toEqual({ dia: '2026-12-09', hora: '08:00' });
  });
});
