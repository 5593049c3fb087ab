/**
 * The server's clock moved by an offset (CLOCK=movable, test servers only): the real time plus
 * `offsetMinutes`, so time still runs while a test has moved it past a visit's start.
 */
export class MovableClock {
  private offsetMs = 0;

  constructor(private readonly realNow: () => Date = () => new Date()) {}

  now(): Date {
    return new Date(this.realNow().getTime() + this.offsetMs);
  }

  get offsetMinutes(): number {
    return this.offsetMs / 60_000;
  }

  /** Moves the clock to `offsetMinutes` from the real time (0: back to the real time). */
  set(offsetMinutes: number): void {
    this.offsetMs = offsetMinutes * 60_000;
  }
}
