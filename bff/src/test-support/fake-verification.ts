// The fake nextland's verification and review routes (docs/api-contract.md): applications live in memory per
// owner, real-name applications are checked like nextland's (field errors, then 409 done / pending / idInUse,
// in the request's `lang`), and the review queue filters by status and, when given, kind.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApplicationDto } from '../rest/contract.js';
import {
  creatorApplication,
  idHashOf,
  idNumbers,
  type RealNameBody,
  realNameApplication,
  users,
} from './account-fixtures.js';
import { callerOf, customerPrefix, type FakeAccounts, fail, fieldError, ok, page } from './fake-session.js';

const v1 = '/nextland-customer/api/framework/v1';
type Params = { Params: { id: string } };
type Owned = { owner: string; record: ApplicationDto };

/** nextland's 409 messages for a real-name application (nextland/src/lib/messages). */
const conflicts = {
  done: { en: 'Already verified', 'zh-cn': '已完成认证', 'zh-tw': '已完成認證' },
  pending: {
    en: 'An application of this kind is already under review',
    'zh-cn': '已有同类申请正在审核中',
    'zh-tw': '已有同類申請正在審核中',
  },
  idInUse: {
    en: 'This ID number is already verified on another account',
    'zh-cn': '该身份证号已在其他账号完成实名认证',
    'zh-tw': '該身分證號已在其他帳號完成實名認證',
  },
};

function conflictMessage(request: FastifyRequest, key: keyof typeof conflicts): string {
  const { lang } = request.query as { lang?: string };
  return conflicts[key][lang === 'en' || lang === 'zh-tw' ? lang : 'zh-cn'];
}

/** The routes go into the caller's guarded scope; the applications outlive it so `reset` can reach them. */
export function createVerificationRoutes(accounts: FakeAccounts) {
  const applications = new Map<string, Owned>();
  let nextId = 401;

  /** User 7 has a creator application under review; the official verified their real name as 林晚. */
  function reset() {
    nextId = 401;
    applications.clear();
    applications.set('301', { owner: users.verified, record: creatorApplication('301') });
    const approved = { name: '林晚', idNumber: idNumbers.linWan, idImages: ['/files/private/o-1.png'] };
    applications.set('400', { owner: users.official, record: realNameApplication('400', approved, 2) });
  }
  reset();

  const own = (owner: string, kind: ApplicationDto['kind']) =>
    [...applications.values()]
      .filter((o) => o.owner === owner && o.record.kind === kind)
      .map((o) => o.record);
  const latest = (owner: string, kind: ApplicationDto['kind']) => own(owner, kind).at(-1) ?? null;

  function register(scope: FastifyInstance) {
    scope.post(`${customerPrefix}/realname`, async (request, reply) => {
      const caller = callerOf(request);
      const body = request.body as RealNameBody;
      if (!/^\d{17}[\dX]$/.test(String(body.idNumber)))
        return fieldError(reply, 'idNumber', 'Not an ID number');
      if (!Array.isArray(body.idImages) || body.idImages.length !== 2) {
        return fieldError(reply, 'idImages', 'Upload the front and the back of the ID card');
      }
      if (accounts.customers.get(caller)?.type !== 1)
        return fail(reply, 409, conflictMessage(request, 'done'));
      if (own(caller, 'realname').some((a) => a.status === 1)) {
        return fail(reply, 409, conflictMessage(request, 'pending'));
      }
      const idHash = idHashOf(body.idNumber);
      const taken = [...applications.values()].some(
        ({ owner, record }) =>
          owner !== caller &&
          record.kind === 'realname' &&
          record.status === 2 &&
          record.payload.idHash === idHash,
      );
      if (taken) return fail(reply, 409, conflictMessage(request, 'idInUse'));
      const record = realNameApplication(String(nextId++), body);
      applications.set(record.id, { owner: caller, record });
      return ok(record);
    });
    scope.post(`${customerPrefix}/auth/creator`, async () => ok(creatorApplication('302')));
    scope.get(`${customerPrefix}/info/is/reviewed`, async (request) => {
      const caller = callerOf(request);
      const realNameApplication = latest(caller, 'realname');
      const verified = accounts.customers.get(caller)?.type !== 1;
      return ok({
        realName: realNameApplication?.status ?? (verified ? 2 : 0),
        creator: latest(caller, 'creator')?.status ?? 0,
        org: latest(caller, 'org')?.status ?? 0,
        rejectReason: null,
        realNameApplication,
        creatorApplication: latest(caller, 'creator'),
        orgApplication: latest(caller, 'org'),
      });
    });
    scope.get<Params>(`${customerPrefix}/auth/application/:id`, async (request, reply) => {
      const owned = applications.get(request.params.id);
      return owned?.owner === callerOf(request) ? ok(owned.record) : fail(reply, 404, 'Not found');
    });

    scope.get(`${v1}/review/page`, async (request, reply) => {
      if (accounts.customers.get(callerOf(request))?.type !== 0) return fail(reply, 403, 'Officials only');
      const query = request.query as Record<string, string>;
      const records = [...applications.values()]
        .filter(
          ({ record }) =>
            String(record.status) === query.status && (!query.kind || record.kind === query.kind),
        )
        .map(({ owner, record }) => {
          const applicant = accounts.customers.get(owner)!;
          return { ...record, applicant: { id: owner, nickname: applicant.nickname, type: applicant.type } };
        });
      return ok(page(records, query));
    });
    scope.post<Params>(`${v1}/review/approve/:id`, async (request, reply) => {
      if (accounts.customers.get(callerOf(request))?.type !== 0) return fail(reply, 403, 'Officials only');
      const owned = applications.get(request.params.id);
      if (owned?.record.status !== 1) return fail(reply, 409, 'Already decided');
      owned.record.status = 2;
      return ok({ ...owned.record, reviewedAt: '2026-10-05T08:00:00.000Z' });
    });
  }

  return { reset, register };
}
