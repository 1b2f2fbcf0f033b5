/** Whether the name is an IANA time zone this runtime knows (`America/Sao_Paulo`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][\w+-]*(\/[\w+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
