/** A clock a test moves by hand, handed to the app as its `clock`. */
export interface TestClock {
  (): Date;
  /** Stands the clock at this instant. */
  set(at: Date | string | number): void;
  /** Moves the clock on by this many milliseconds. */
  advance(ms: number): void;
}

export function testClock(start: Date | string | number): TestClock {
  let now = new Date(start);
  const clock = (() => new Date(now)) as TestClock;
  clock.set = (at) => {
    now = new Date(at);
  };
  clock.advance = (ms) => {
    now = new Date(now.getTime() + ms);
  };
  return clock;
}
