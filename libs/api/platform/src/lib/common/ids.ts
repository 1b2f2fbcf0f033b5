const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path or query value can be a record id (so it is never sent to PostgreSQL as a malformed uuid). */
export function isUuid(value: string) {
  return UUID.test(value);
}
