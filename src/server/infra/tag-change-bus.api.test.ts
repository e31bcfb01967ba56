// sync() is what lets a cached public page be served: every change committed before it must have
// reached the listeners when it resolves (decision 021). On PostgreSQL it is a round trip on the
// listening connection (an empty query since issue 35), on the embedded database nothing to wait for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the tag change bus', () => {
  it('sync() resolves only after the changes committed before it (on another connection) were heard', async () => {
    const bus = t.app.deps.tagChanges;
    const heard = new Set<string>();
    const stop = bus.subscribe({ changed: (code) => heard.add(code), reset: () => undefined });
    try {
      const missed: string[] = [];
      for (let i = 0; i < 100; i++) {
        const code = `SYNCCHECK${i}`;
        // Committed through the pool, not the listening session: as an edit saved elsewhere.
        await t.db.transaction((tx) => bus.publish(tx, code));
        await bus.sync();
        if (!heard.has(code)) missed.push(code);
      }
      expect(missed).toEqual([]);
    } finally {
      stop();
    }
  });

  it('callers arriving together share the round trips, and each still hears what was committed before it', async () => {
    const bus = t.app.deps.tagChanges;
    const heard = new Set<string>();
    const stop = bus.subscribe({ changed: (code) => heard.add(code), reset: () => undefined });
    try {
      const checks = Array.from({ length: 40 }, async (_, i) => {
        const code = `SYNCSHARED${i}`;
        await t.db.transaction((tx) => bus.publish(tx, code));
        await bus.sync();
        return heard.has(code) ? null : code;
      });
      expect((await Promise.all(checks)).filter(Boolean)).toEqual([]);
    } finally {
      stop();
    }
  });
});
