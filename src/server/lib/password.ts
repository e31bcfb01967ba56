// Password hashing with argon2id at OWASP's parameters (DESIGN §3): m=19456 KiB, t=2, p=1.
import { hash, verify, type Options } from '@node-rs/argon2';

/** Algorithm 2 is Argon2id (a const enum in the typings, so written as its value). */
const OPTIONS: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Constant-time comparison inside argon2; a malformed hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash of a random password: verifying against it costs what a real check costs, so an
 * unknown account answers as slowly as a known one (no user enumeration by timing). */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
}
