import { afterEach, describe, expect, it, vi } from 'vitest';
import { InFlightWork } from './in-flight-work.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('in-flight work', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is drained at once when nothing runs', async () => {
    await expect(new InFlightWork().drained(1000)).resolves.toBe(true);
  });

  it('drains when the last piece of work settles, resolved or rejected, and passes results through', async () => {
    const work = new InFlightWork();
    const a = deferred();
    const b = deferred();
    const trackedA = work.track(a.promise.then(() => 'a'));
    const trackedB = work.track(b.promise);
    expect(work.count).toBe(2);
    let drained: boolean | undefined;
    const waiting = work.drained(60_000).then((value) => (drained = value));

    a.resolve();
    await expect(trackedA).resolves.toBe('a');
    expect(work.count).toBe(1);
    expect(drained).toBeUndefined();

    b.reject(new Error('failed'));
    await expect(trackedB).rejects.toThrow('failed');
    await waiting;
    expect(drained).toBe(true);
    expect(work.count).toBe(0);
  });

  it('gives up after the limit so shutdown cannot hang on a stuck handler', async () => {
    vi.useFakeTimers();
    const work = new InFlightWork();
    void work.track(new Promise(() => undefined));
    const waiting = work.drained(20_000);
    await vi.advanceTimersByTimeAsync(19_999);
    let settled = false;
    void waiting.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(waiting).resolves.toBe(false);
    expect(work.count).toBe(1);
  });
});
