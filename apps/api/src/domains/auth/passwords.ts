// Password hashing with argon2id (the @node-rs/argon2 default) at the library's recommended cost.
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password and for a malformed stored hash: neither may sign anyone in. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * A valid hash of a password nobody knows. Verifying against it when the e-mail is unknown makes a failed
 * sign-in take as long as a wrong password, so response times do not reveal which e-mails have accounts.
 */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash(`decoy-${Math.random()}`);
  return decoyHash;
}
