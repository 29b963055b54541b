/** A clock the tests move by hand, to pass expiry times (15-minute codes, 15-minute tokens) instantly. */
export class TestClock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  readonly now = (): Date => new Date(this.current);

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
