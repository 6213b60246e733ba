import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is a const enum the bundler-free build cannot inline.
const ARGON2ID = 2;

/** argon2id with the library's recommended cost; the encoded hash carries its own salt. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string) {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
