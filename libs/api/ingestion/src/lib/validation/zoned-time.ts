/** Zone rules change on quarter-hour UTC boundaries (offsets are multiples of 15 minutes since 1900). */
const BUCKET = 15 * 60_000;
const MAX_CACHED_BUCKETS = 100_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();

/**
 * The UTC offset (ms) of a time zone at an instant, read from Intl (the ICU zone
 * data Node ships) and cached per zone and quarter hour: a 500-row batch would
 * otherwise pay an Intl call per date field per row.
 */
export function zoneOffset(timeZone: string, instant: number): number {
  let byBucket = offsets.get(timeZone);
  if (!byBucket) offsets.set(timeZone, (byBucket = new Map()));
  const bucket = Math.floor(instant / BUCKET);
  let offset = byBucket.get(bucket);
  if (offset === undefined) {
    offset = readOffset(timeZone, bucket * BUCKET);
    if (byBucket.size >= MAX_CACHED_BUCKETS) byBucket.clear();
    byBucket.set(bucket, offset);
  }
  return offset;
}

function readOffset(timeZone: string, instant: number) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    } catch {
      throw new RangeError(`Fuso horário inválido: ${timeZone}`);
    }
    formatters.set(timeZone, formatter);
  }
  const name =
    formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match
    ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000
    : 0;
}

/**
 * The instant of a wall-clock time in a zone. Near a DST change the offset at the
 * first guess may belong to the other side; the second lookup settles it. A time
 * that the change skips moves forward; a repeated one takes the earlier instant.
 */
export function zonedWallClockToUtc(wallClockAsUtc: number, timeZone: string): number {
  const first = wallClockAsUtc - zoneOffset(timeZone, wallClockAsUtc);
  const second = wallClockAsUtc - zoneOffset(timeZone, first);
  if (first === second) return first;
  const roundTrips = (instant: number) =>
    instant + zoneOffset(timeZone, instant) === wallClockAsUtc;
  if (roundTrips(first) && roundTrips(second)) return Math.min(first, second);
  if (roundTrips(second)) return second;
  if (roundTrips(first)) return first;
  return Math.max(first, second);
}
