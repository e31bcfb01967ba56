// Time-ordered ids (UUIDv7) for rows written by the thousand, such as scans: each index insert lands at
// the primary key's right edge, not on a random page. uuid's own generator asks the system for 16 random
// bytes an id, about 3 µs of the event loop each under a crowd (a page opening's own cost is about 30);
// a pool drawn 256 ids at a time costs a fraction of that. Given the bytes, uuid orders ids by their
// millisecond, not within one.
import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

const ID_BYTES = 16;
const pool = new Uint8Array(ID_BYTES * 256);
let drawn = pool.length;

function pooledRandomBytes(): Uint8Array {
  if (drawn === pool.length) {
    randomFillSync(pool);
    drawn = 0;
  }
  const bytes = pool.subarray(drawn, drawn + ID_BYTES);
  drawn += ID_BYTES;
  return bytes;
}

/** A UUIDv7 of `at` (the app's clock, so ids follow it in tests too). */
export function timeOrderedId(at: Date): string {
  return v7({ random: pooledRandomBytes(), msecs: at.getTime() });
}
