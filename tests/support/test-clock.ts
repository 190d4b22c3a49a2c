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

/** A clock that keeps the real time, unless a test stands it elsewhere for one piece of work. */
export interface RunningClock {
  (): Date;
  /** Runs `work` with the clock standing at `at`, then gives the real time back. */
  during<T>(at: Date | string | number, work: () => Promise<T>): Promise<T>;
}

export function runningClock(): RunningClock {
  let standing: Date | null = null;
  const clock = (() => new Date(standing ?? Date.now())) as RunningClock;
  clock.during = async (at, work) => {
    const before = standing;
    standing = new Date(at);
    try {
      return await work();
    } finally {
      standing = before;
    }
  };
  return clock;
}
