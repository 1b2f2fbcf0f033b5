/** A failure the person can act on: the message is shown as is, and the exit code is 1. */
export class CliError extends Error {
  override name = 'CliError';
}
