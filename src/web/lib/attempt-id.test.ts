import { describe, expect, it } from 'vitest';
import { uuidSchema } from '#shared/endpoints/common.ts';
import { newAttemptId } from './attempt-id.ts';

describe('newAttemptId', () => {
  it('makes version-4 UUIDs the server accepts, a new one each time', () => {
    const ids = Array.from({ length: 200 }, newAttemptId);
    for (const id of ids) {
      expect(uuidSchema.safeParse(id).success, id).toBe(true);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});
