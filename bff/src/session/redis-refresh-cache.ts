// The refresh single-flight across BFF processes (REDIS_URL): the first process to rotate a refresh token
// takes a short Redis lock, calls nextland and leaves the rotated pair in Redis for the grace window; another
// process presenting the same token meanwhile waits for that pair instead of refreshing again (which nextland
// would treat as token theft). Within one process the memory cache still shares in-flight calls.
//
// The stored pair is encrypted with a key derived from the presented refresh token (AES-256-GCM) and filed
// under another hash of it: only a request holding that old token can read the new one, and Redis never holds
// a usable token in clear.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { TokensDto } from '../rest/contract.js';
import { createRefreshCache, type RefreshCache, refreshGraceMs } from './refresh-cache.js';

/** Longer than a refresh takes (the upstream timeout is 10 s); a crashed holder's lock lapses by itself. */
const lockMs = 10_000;
const pollMs = 50;

function derive(label: string, token: string): Buffer {
  return createHash('sha256').update(`${label}:${token}`).digest();
}

function seal(tokens: TokensDto, refreshToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive('key', refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function open(sealed: string, refreshToken: string): TokensDto | undefined {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', derive('key', refreshToken), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as TokensDto;
  } catch {
    return undefined;
  }
}

export function createRedisRefreshCache(
  redis: Redis,
  prefix: string,
  log: FastifyBaseLogger,
  graceMs = refreshGraceMs,
): RefreshCache {
  const local = createRefreshCache(graceMs);
  const keys = (token: string) => {
    const id = derive('id', token).toString('base64url');
    return { result: `${prefix}refresh:${id}`, lock: `${prefix}refresh:${id}:lock` };
  };

  async function read(key: string, token: string): Promise<TokensDto | undefined> {
    const sealed = await redis.get(key);
    return sealed === null ? undefined : open(sealed, token);
  }

  async function rotateShared(token: string, call: () => Promise<TokensDto>): Promise<TokensDto> {
    const key = keys(token);
    try {
      const done = await read(key.result, token);
      if (done) return done;
      if ((await redis.set(key.lock, '1', 'PX', lockMs, 'NX')) !== 'OK') {
        // Another process is refreshing this token: wait for its pair.
        const deadline = Date.now() + lockMs;
        while (Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, pollMs));
          const theirs = await read(key.result, token);
          if (theirs) return theirs;
          // Its refresh failed (lock released, no pair): ask nextland ourselves, it decides.
          if ((await redis.exists(key.lock)) === 0) break;
        }
      }
    } catch (error) {
      // Redis away: refresh as a single process would; only the cross-process guarantee is lost meanwhile.
      log.warn({ err: error }, 'refresh cache: Redis unavailable, refreshing without the shared lock');
      return call();
    }
    try {
      const tokens = await call();
      await redis.set(key.result, seal(tokens, token), 'PX', graceMs).catch((error: unknown) => {
        log.warn({ err: error }, 'refresh cache: could not share the rotated pair');
      });
      return tokens;
    } finally {
      await redis.del(key.lock).catch(() => {});
    }
  }

  return {
    rotate: (token, call) => local.rotate(token, () => rotateShared(token, call)),
    async has(token) {
      if (await local.has(token)) return true;
      try {
        return (await redis.exists(keys(token).result)) === 1;
      } catch {
        return false;
      }
    },
  };
}
