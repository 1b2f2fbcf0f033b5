/** The time source of scheduled jobs, replaceable in tests to run them for any date. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now() {
    return new Date();
  }
}
