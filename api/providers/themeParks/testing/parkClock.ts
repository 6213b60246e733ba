/**
 * A clock tests move by hand, shared by the fake upstream (which makes its data for that time)
 * and the provider (which reads copies' ages against it): five minutes pass in one call.
 */
export class ParkClock {
  private at: number;

  constructor(readonly start: number) {
    this.at = start;
  }

  readonly now = (): number => this.at;

  advanceBy(ms: number): void {
    this.at += ms;
  }

  reset(): void {
    this.at = this.start;
  }
}

/** Noon in Orlando (17:00 UTC in November): the fake's parks are open and the evening's shows are to come. */
export const NOON_IN_ORLANDO = Date.parse('2026-11-27T17:00:00Z');
