import { fromZonedTime } from 'date-fns-tz';
import { zonedWallClockToUtc, zoneOffset } from './zoned-time';

const ZONES = [
  'America/Sao_Paulo',
  'America/New_York',
  'Europe/Lisbon',
  'America/Manaus',
  'UTC',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
];

describe('zonedWallClockToUtc', () => {
  it('agrees with date-fns-tz for every half hour of 2018 in zones with and without DST; skipped times move forward', () => {
    let skipped = 0;
    const mismatches: string[] = [];
    for (const zone of ZONES) {
      for (let step = 0; step < 2 * 24 * 365; step++) {
        const wall = Date.UTC(2018, 0, 1) + step * 1_800_000 + 15 * 60_000;
        const mine = zonedWallClockToUtc(wall, zone);
        const text = new Date(wall).toISOString().slice(0, 19);
        const theirs = fromZonedTime(text, zone).getTime();
        const exists =
          theirs + zoneOffset(zone, theirs) === wall || mine + zoneOffset(zone, mine) === wall;
        if (exists) {
          if (mine !== theirs)
            mismatches.push(
              `${zone} ${text}: ${new Date(mine).toISOString()} ≠ ${new Date(theirs).toISOString()}`,
            );
        } else {
          // A wall-clock time inside a DST gap: read as the same time after the clocks moved forward.
          skipped++;
          const gap = zoneOffset(zone, mine) - zoneOffset(zone, mine - 3 * 3_600_000);
          if (mine + zoneOffset(zone, mine) !== wall + gap)
            mismatches.push(`${zone} ${text} (lacuna): ${new Date(mine).toISOString()}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(skipped).toBeGreaterThan(0);
  });

  it('matches known instants', () => {
    expect(
      new Date(
        zonedWallClockToUtc(Date.UTC(2026, 10, 21, 14, 30), 'America/Sao_Paulo'),
      ).toISOString(),
    ).toBe('2026-11-21T17:30:00.000Z');
    expect(
      new Date(zonedWallClockToUtc(Date.UTC(2026, 6, 1, 12, 0), 'America/New_York')).toISOString(),
    ).toBe('2026-07-01T16:00:00.000Z');
  });

  it('refuses an unknown zone', () => {
    expect(() => zonedWallClockToUtc(0, 'Marte/Olympus')).toThrow(RangeError);
  });
});
