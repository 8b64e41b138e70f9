// Issue 9 §7: approvals never move an account down (ORGANISATION > CREATOR > REAL_NAME), and approving an
// organisation closes the applicant's pending creator application instead of leaving it to downgrade them later.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { customers } from '../../modules/customer/schema.js';
import { verifications } from '../../modules/verification/schema.js';
import { C, call, V1 } from '../account-helpers.js';
import type { UseApi } from '../api-suite.js';
import { identityImage } from '../upload-helpers.js';
import {
  type Application,
  approveAsOfficial,
  officialToken,
  REVIEW,
  verifiedUser,
} from '../verification-helpers.js';

type Message = { kind: string; title: string; content: string };

async function applyBoth(use: UseApi, token: string) {
  const { app } = use();
  const creator = await call<Application>(
    app,
    'POST',
    `${C}/auth/creator`,
    { field: '陶瓷', intro: '柴烧', portfolio: [], idImages: [await identityImage(app, token)] },
    { token },
  );
  const org = await call<Application>(
    app,
    'POST',
    `${C}/auth/org`,
    {
      orgName: '溪月陶艺中心',
      creditCode: '91330100MA2KXXXX0X',
      licenseImage: await identityImage(app, token),
      contactName: '沈',
      contactPhone: '13800000003',
    },
    { token },
  );
  expect(creator.body.code, JSON.stringify(creator.body)).toBe(200);
  expect(org.body.code, JSON.stringify(org.body)).toBe(200);
  return { creator: creator.body.data, org: org.body.data };
}

async function typeOf(use: UseApi, userId: string) {
  const [row] = await use()
    .db.select({ type: customers.type })
    .from(customers)
    .where(eq(customers.id, Number(userId)));
  return row?.type;
}

export function verificationPrecedenceCases(use: UseApi): void {
  it('approving an organisation closes the pending creator application, which can no longer downgrade it', async () => {
    const { app } = use();
    const user = await verifiedUser(use);
    const { creator, org } = await applyBoth(use, user.access_token);
    await approveAsOfficial(use, org.id);
    expect(await typeOf(use, user.user_id)).toBe(4);

    const official = await officialToken(use);
    const stale = await call(app, 'POST', `${REVIEW}/approve/${creator.id}`, undefined, { token: official });
    expect(stale.status).toBe(409);
    expect(await typeOf(use, user.user_id)).toBe(4);

    const own = await call<Application>(app, 'GET', `${C}/auth/application/${creator.id}`, undefined, {
      token: user.access_token,
      lang: 'en',
    });
    expect(own.body.data.status).toBe(3);
    expect(own.body.data.rejectReason).toMatch(/organisation/i);
    await app.jobs.drain();
    const messages = await call<{ records: Message[] }>(app, 'GET', `${C}/msg/page`, undefined, {
      token: user.access_token,
      lang: 'zh-cn',
    });
    expect(messages.body.data.records.map((m) => m.kind)).toContain('reviewSuperseded');
    const superseded = messages.body.data.records.find((m) => m.kind === 'reviewSuperseded');
    expect(superseded?.content).toMatch(/机构/);
  });

  it('an approval never lowers the type, even for an application that is somehow still pending', async () => {
    const { app, db } = use();
    const user = await verifiedUser(use);
    const { creator, org } = await applyBoth(use, user.access_token);
    await approveAsOfficial(use, org.id);
    // A creator application left pending by older code (before applications of lower kinds were closed).
    await db
      .update(verifications)
      .set({ status: 1, rejectReason: null })
      .where(eq(verifications.id, Number(creator.id)));
    const approved = await call<Application>(app, 'POST', `${REVIEW}/approve/${creator.id}`, undefined, {
      token: await officialToken(use),
    });
    expect(approved.body.code).toBe(200);
    expect(await typeOf(use, user.user_id)).toBe(4);
    const detail = await call<{ type: number }>(
      app,
      'GET',
      `${V1}/current/customer/detail?id=${user.user_id}`,
      undefined,
      {
        token: user.access_token,
      },
    );
    expect(detail.body.data.type).toBe(4);
  });

  it('approving a creator keeps a pending organisation application open (it still raises the account)', async () => {
    const { app } = use();
    const user = await verifiedUser(use);
    const { creator, org } = await applyBoth(use, user.access_token);
    await approveAsOfficial(use, creator.id);
    expect(await typeOf(use, user.user_id)).toBe(3);
    await approveAsOfficial(use, org.id);
    expect(await typeOf(use, user.user_id)).toBe(4);
    expect(app).toBeDefined();
  });
}
