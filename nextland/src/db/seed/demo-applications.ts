// The demo review queue: one pending application of each kind, and the creator's approved one.
import { createHash } from 'node:crypto';
import { uploads } from '../../modules/upload/schema.js';
import { privateUrl } from '../../modules/upload/validators.js';
import { realNameApplication } from '../../modules/verification/real-name.js';
import { verifications } from '../../modules/verification/schema.js';
import { ReviewStatus } from '../../modules/verification/status.js';
import type { Db } from '../client.js';
import { type PrivateSeedFile, renderIdCard } from './identity-images.js';

export type DemoApplicationsInput = {
  /** Customer id of a demo account by key. */
  id: (key: string) => number;
  /** The time `n` days before the seed's reference time. */
  day: (n: number) => Date;
  /** Keys the ID hash the way the running service does, so the uniqueness check sees the seeded number. */
  authSecret: string;
  /** Collects the private images to write once the transaction commits. */
  privateFiles: PrivateSeedFile[];
};

/** Both sides of an ID card as private identity uploads of `ownerId`; returns their `/files/private/{id}`. */
async function seedIdImages(tx: Db, ownerId: number, name: string, out: PrivateSeedFile[]) {
  const sides = [
    await renderIdCard('front', `seed/${name}-id-front.png`),
    await renderIdCard('back', `seed/${name}-id-back.png`),
  ];
  out.push(...sides);
  const rows = await tx
    .insert(uploads)
    .values(
      sides.map((file) => ({
        ownerId,
        purpose: 'identity',
        visibility: 'private',
        storageKey: file.key,
        mime: file.mime,
        width: file.width,
        height: file.height,
        bytes: file.data.length,
        sha256: createHash('sha256').update(file.data).digest('hex'),
      })),
    )
    .returning({ id: uploads.id });
  return rows.map((row) => privateUrl(row.id));
}

export async function seedDemoApplications(tx: Db, input: DemoApplicationsInput): Promise<void> {
  const { id, day } = input;
  const realName = realNameApplication(input.authSecret, {
    name: '许言',
    // A made-up number with a valid checksum (GB 11643).
    idNumber: '330106199505150022',
    idImages: await seedIdImages(tx, id('newcomer'), 'demo-newcomer', input.privateFiles),
  });
  await tx.insert(verifications).values([
    {
      customerId: id('newcomer'),
      kind: 'realname',
      status: ReviewStatus.UNDER_REVIEW,
      createdAt: day(3),
      ...realName,
    },
    {
      customerId: id('verified'),
      kind: 'creator',
      status: ReviewStatus.UNDER_REVIEW,
      createdAt: day(2),
      payload: {
        field: '陶瓷',
        intro: '做了五年柴烧。',
        portfolio: ['https://example.com/works'],
        idImages: ['/files/placeholder.svg'],
      },
    },
    {
      customerId: id('creator'),
      kind: 'org',
      status: ReviewStatus.UNDER_REVIEW,
      createdAt: day(1),
      payload: {
        orgName: '溪月陶艺中心',
        creditCode: '91330100MA2KXXXX0X',
        licenseImage: '/files/placeholder.svg',
        contactName: '沈知白',
        contactPhone: '13800000003',
      },
    },
    {
      customerId: id('creator'),
      kind: 'creator',
      status: ReviewStatus.APPROVED,
      createdAt: day(20),
      reviewedAt: day(19),
      reviewerId: id('official'),
      payload: { field: '陶瓷', intro: '独立创作者。', portfolio: [], idImages: [] },
    },
  ]);
}
