import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt. The stored text names its parameters
 * (`scrypt$N=32768,r=8,p=1$<salt>$<hash>`, base64), so the cost can be raised later
 * without breaking existing hashes: verification always uses the parameters stored.
 */
const ALGORITHM = 'scrypt';
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/** Upper bounds on stored parameters, so a tampered hash cannot make a log-in burn the CPU. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

function deriveKey(
  plain: string,
  salt: Buffer,
  cost: ScryptCost,
  keyLength: number,
): Promise<Buffer> {
  // scrypt needs about 128·N·r bytes; Node's default ceiling (32 MiB) is just too low for N=2^15.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

function format(cost: ScryptCost, salt: Buffer, key: Buffer): string {
  return `${ALGORITHM}$N=${cost.N},r=${cost.r},p=${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function hashPassword(plain: string): Promise<string> {
  return hashPasswordWithSalt(plain, randomBytes(SALT_LENGTH));
}

/**
 * For the demo seed only: a fixed salt makes two seeds byte-identical. Everything the
 * portal writes for real people goes through hashPassword's random salt.
 */
export async function hashPasswordWithSalt(plain: string, salt: Buffer): Promise<string> {
  const key = await deriveKey(plain, salt, COST, KEY_LENGTH);
  return format(COST, salt, key);
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | undefined {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(
    stored,
  );
  if (match === null) return undefined;
  const [, n, r, p, salt, key] = match;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = cost.N > 1 && (cost.N & (cost.N - 1)) === 0;
  if (!powerOfTwo || cost.N > MAX_N || cost.r < 1 || cost.r > MAX_R) return undefined;
  if (cost.p < 1 || cost.p > MAX_P) return undefined;
  const saltBytes = Buffer.from(salt ?? '', 'base64');
  const keyBytes = Buffer.from(key ?? '', 'base64');
  if (saltBytes.length < 8 || keyBytes.length < 16) return undefined;
  return { cost, salt: saltBytes, key: keyBytes };
}

/** False for a wrong password and for a stored value that is not a hash we understand. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (parsed === undefined) return false;
  const candidate = await deriveKey(plain, parsed.salt, parsed.cost, parsed.key.length);
  return timingSafeEqual(candidate, parsed.key);
}

/** True when a stored hash uses weaker parameters than today's, so it should be rehashed at log-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (parsed === undefined) return true;
  return parsed.cost.N < COST.N || parsed.cost.r < COST.r || parsed.cost.p < COST.p;
}
