// Counts route handlers still running, so that closing the app waits for them before the database
// closes. A client that hangs up does not stop its handler: without this, a capture whose buyer
// closed the tab could find the database gone between PayPal's answer and our write.

export class InFlightWork {
  private running = 0;
  private idle: Array<() => void> = [];

  get count(): number {
    return this.running;
  }

  /** The same settlement as `work`, counted while it runs. */
  track<T>(work: Promise<T>): Promise<T> {
    this.running += 1;
    return work.finally(() => {
      this.running -= 1;
      if (this.running === 0) for (const wake of this.idle.splice(0)) wake();
    });
  }

  /** Resolves true once nothing runs, or false after `limitMs` (shutdown must not hang forever). */
  drained(limitMs: number): Promise<boolean> {
    if (this.running === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), limitMs);
      timer.unref();
      this.idle.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
