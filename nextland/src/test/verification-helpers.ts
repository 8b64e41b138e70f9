// Real-name verification the way users get it: an application with both ID card images, then an official's
// approval.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { C, call, loginAs, registerNew, V1 } from './account-helpers.js';
import type { UseApi } from './api-suite.js';
import { demoId } from './cases/login-cases.js';
import { identityImage } from './upload-helpers.js';

export const REVIEW = `${V1}/review`;
export const STATUS = `${C}/info/is/reviewed`;

export type Application = {
  id: string;
  kind: string;
  status: number;
  payload: Record<string, unknown>;
  rejectReason: string | null;
  createdAt: string;
  reviewedAt: string | null;
  applicant?: { id: string; nickname: string; type: number };
};

export type Status = {
  realName: number;
  rejectReason: string | null;
  realNameApplication: Application | null;
};

export type Page<T> = { total: number; records: T[] };

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
let serial = 0;

/**
 * A valid ID number (GB 11643) not handed out before in this process: an identity verifies only one account,
 * so every verified test user needs its own. The birth date walks forward a day per call from 1980-01-01.
 */
export function nextIdNumber(): string {
  serial += 1;
  const birth = new Date(Date.UTC(1980, 0, 1) + serial * 86_400_000).toISOString().slice(0, 10);
  const body = `110105${birth.replaceAll('-', '')}${String(process.pid % 1000).padStart(3, '0')}`;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(body[i]), 0);
  return body + '10X98765432'.charAt(sum % 11);
}

export type RealNameBody = { name: string; idNumber: string; idImages: string[] };

/** A complete application body whose two images are fresh identity uploads of the user. */
export async function realNameBody(
  app: FastifyInstance,
  token: string,
  { name = '张三', idNumber = nextIdNumber() } = {},
): Promise<RealNameBody> {
  return { name, idNumber, idImages: [await identityImage(app, token), await identityImage(app, token)] };
}

export function submitRealName(app: FastifyInstance, token: string, body: RealNameBody) {
  return call<Application>(app, 'POST', `${C}/realname`, body, { token });
}

/** A token of the seeded official, who reviews applications. */
export async function officialToken(use: UseApi): Promise<string> {
  return (await loginAs(use().app, await demoId(use, 'official'))).access_token;
}

/** Approves an application as the seeded official; expects it to succeed. */
export async function approveAsOfficial(use: UseApi, applicationId: string): Promise<Application> {
  const token = await officialToken(use);
  const reply = await call<Application>(use().app, 'POST', `${REVIEW}/approve/${applicationId}`, undefined, {
    token,
  });
  expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

/** A new user who has passed real-name verification (type 2): submitted, then approved by the official. */
export async function verifiedUser(use: UseApi, options: { name?: string; idNumber?: string } = {}) {
  const { app } = use();
  const user = await registerNew(app);
  const body = await realNameBody(app, user.access_token, options);
  const submitted = await submitRealName(app, user.access_token, body);
  expect(submitted.body.code, JSON.stringify(submitted.body)).toBe(200);
  const application = await approveAsOfficial(use, submitted.body.data.id);
  return { ...user, ...body, application };
}

/** `info/is/reviewed` of the token's user. */
export function statusOf(app: FastifyInstance, token: string) {
  return call<Status>(app, 'GET', STATUS, undefined, { token });
}

/** The review queue's first 100 entries; `query` adds filters (`&kind=realname`, `&status=2`). */
export function reviewQueue(app: FastifyInstance, token: string, query: string) {
  return call<Page<Application>>(app, 'GET', `${REVIEW}/page?size=100${query}`, undefined, { token });
}
