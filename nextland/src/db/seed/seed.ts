import { count, sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { categories } from '../../modules/category/schema.js';
import { customers } from '../../modules/customer/schema.js';
import { auctionLots, goods, goodsImages } from '../../modules/goods/schema.js';
import { saveGoodsTranslations } from '../../modules/goods/translations.js';
import { createStorage } from '../../modules/upload/storage/create-storage.js';
import type { Storage } from '../../modules/upload/storage/storage.js';
import { works } from '../../modules/work/schema.js';
import type { Db } from '../client.js';
import { hasDemoAccounts, type SeedOutput, seedDemoAccounts } from './accounts.js';
import { renderArtwork, renderAvatar, renderPlaceholder } from './artwork.js';
import { CATEGORY_SEEDS, REVIEWED_CATEGORY_CODES } from './categories.js';
import { seedDemoLibrary } from './demo-orders.js';
import { seedDemoReviews } from './demo-reviews.js';
import { writeSeedFiles } from './files.js';
import { type GoodsSeed, makeGoods } from './goods.js';
import { writePrivateSeedFiles } from './identity-images.js';
import { makeInvitationCodes, makeSellers } from './people.js';
import { createRng } from './prng.js';
import { seedDemoWorks } from './works.js';

export type SeedOptions = {
  /** Where artwork is written; defaults to FILES_DIR. */
  filesDir?: string;
  /** Where the demo ID card images go (private uploads); defaults to the configured upload storage. */
  storage?: Storage;
  /** Keys the demo real-name application's ID hash; defaults to AUTH_SECRET. */
  authSecret?: string;
  sellers?: number;
  goods?: number;
  /** Reference time for created_at and auction windows. */
  now?: Date;
  seed?: number;
};

export type SeedResult = {
  seeded: boolean;
  sellers: number;
  /** Demo login accounts (official, verified, new, creator); not sellers of the catalogue. */
  accounts: number;
  goods: number;
  images: number;
  /** Demo works (opus) with their translations and artwork. */
  works: number;
  files: number;
};

const NOTHING: SeedResult = {
  seeded: false,
  sellers: 0,
  accounts: 0,
  goods: 0,
  images: 0,
  works: 0,
  files: 0,
};

const CHUNK = 250;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
}

/** Inserts the demo catalogue into an empty database and writes its artwork. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const filesDir = options.filesDir ?? loadConfig().filesDir;
  const rng = createRng(options.seed ?? 20261122);
  const now = (options.now ?? new Date()).getTime();
  const sellerSeeds = makeSellers(rng, options.sellers ?? 36);
  const codes = makeInvitationCodes(rng, sellerSeeds.length);
  const goodsSeeds: GoodsSeed[] = Array.from({ length: options.goods ?? 320 }, (_, i) =>
    makeGoods(rng, i + 1, sellerSeeds.length, CATEGORY_SEEDS, now),
  );
  const out: SeedOutput = {
    files: [{ path: 'placeholder.svg', content: renderPlaceholder() }],
    privateFiles: [],
  };
  const { files } = out;

  const result = await db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(20261122)`);
    const [existing] = await tx.select({ value: count() }).from(categories);
    if ((existing?.value ?? 0) > 0) return null;

    const categoryRows = await tx
      .insert(categories)
      .values(
        CATEGORY_SEEDS.map((c, i) => ({
          code: c.code,
          nameZhCn: c.names.zhCn,
          nameEn: c.names.en,
          nameZhTw: c.names.zhTw,
          sortOrder: i + 1,
          needsReview: REVIEWED_CATEGORY_CODES.includes(c.code),
        })),
      )
      .returning({ id: categories.id });

    const sellerRows = await tx
      .insert(customers)
      .values(
        sellerSeeds.map((s, i) => {
          files.push({ path: `avatars/${i + 1}.svg`, content: renderAvatar(rng) });
          return {
            nickname: s.nickname,
            bio: s.bio,
            type: s.type,
            invitationCode: codes[i] as string,
            avatarUrl: `/files/avatars/${i + 1}.svg`,
            avatarWidth: 256,
            avatarHeight: 256,
            createdAt: new Date(now - (200 - i) * 86_400_000),
          };
        }),
      )
      .returning({ id: customers.id });

    let images = 0;
    for (const batch of chunks(goodsSeeds)) {
      // RETURNING yields rows in VALUES order, which pairs each id with its seed.
      const ids = await tx
        .insert(goods)
        .values(
          batch.map((g) => ({
            sellerId: sellerRows[g.sellerIndex]?.id as number,
            categoryId: categoryRows[g.categoryIndex]?.id as number,
            title: g.title,
            description: g.description,
            saleType: g.saleType,
            status: g.status,
            price: g.price,
            auctionEndsAt: g.lot?.endsAt ?? null,
            stock: g.stock,
            likeCount: g.likeCount,
            collectCount: g.collectCount,
            salesCount: g.salesCount,
            createdAt: g.createdAt,
            updatedAt: g.createdAt,
          })),
        )
        .returning({ id: goods.id });
      const imageRows = batch.flatMap((g, i) =>
        g.images.map((image, position) => {
          files.push({ path: image.file, content: renderArtwork(rng, image.art, image.width, image.height) });
          const { width, height, alt } = image;
          return { goodsId: ids[i]?.id as number, position, url: `/files/${image.file}`, width, height, alt };
        }),
      );
      images += imageRows.length;
      for (const part of chunks(imageRows, 500)) await tx.insert(goodsImages).values(part);
      const lots = batch.flatMap((g, i) => (g.lot ? [{ goodsId: ids[i]?.id as number, ...g.lot }] : []));
      if (lots.length > 0) await tx.insert(auctionLots).values(lots);
      await saveGoodsTranslations(
        tx,
        batch.flatMap((g, i) => g.translations.map((t) => ({ goodsId: ids[i]?.id as number, ...t }))),
      );
    }
    const accounts = await seedDemoAccounts(tx, out, now, authSecretOf(options));
    const workCount = await seedDemoWorks(tx, out, worksRng(options), now);
    await seedDemoLibrary(tx);
    await seedDemoReviews(tx);
    return { sellers: sellerRows.length, accounts, goods: goodsSeeds.length, images, works: workCount };
  });

  if (!result) return NOTHING;
  // Statistics for the fresh tables: without them the planner takes every table for empty and tests keywords
  // row by row (goods_bigrams on each translation) instead of asking the keyword indexes.
  await db.execute(sql`analyze goods, goods_translations, goods_images, works, work_translations`);
  await writeSeedOutput(out, { ...options, filesDir });
  return { seeded: true, ...result, files: files.length + out.privateFiles.length };
}

/** Works draw from their own sequence, so adding them changed nothing else the seed makes. */
function worksRng(options: SeedOptions) {
  return createRng((options.seed ?? 20261122) + 1);
}

function authSecretOf(options: SeedOptions): string {
  return options.authSecret ?? loadConfig().authSecret;
}

async function writeSeedOutput(out: SeedOutput, options: SeedOptions): Promise<void> {
  await writeSeedFiles(options.filesDir ?? loadConfig().filesDir, out.files);
  if (out.privateFiles.length === 0) return;
  await writePrivateSeedFiles(options.storage ?? createStorage(loadConfig()), out.privateFiles);
}

/** Seeds only when the catalogue is empty, so it is safe to call on every start. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const [existing] = await db.select({ value: count() }).from(categories);
  if ((existing?.value ?? 0) > 0) {
    await ensureDemoAccounts(db, options);
    await ensureDemoWorks(db, options);
    return NOTHING;
  }
  return seedDatabase(db, options);
}

/** Databases seeded before demo accounts existed get them once, so the login stand-in has people to offer. */
async function ensureDemoAccounts(db: Db, options: SeedOptions): Promise<void> {
  const out: SeedOutput = { files: [], privateFiles: [] };
  const added = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(20261122)`);
    if (await hasDemoAccounts(tx)) return 0;
    return seedDemoAccounts(tx, out, (options.now ?? new Date()).getTime(), authSecretOf(options));
  });
  if (added > 0) await writeSeedOutput(out, options);
}

/** Databases seeded before works existed get the demo works once. */
async function ensureDemoWorks(db: Db, options: SeedOptions): Promise<void> {
  const out: SeedOutput = { files: [], privateFiles: [] };
  const added = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(20261122)`);
    const [existing] = await tx.select({ value: count() }).from(works);
    if ((existing?.value ?? 0) > 0) return 0;
    return seedDemoWorks(tx, out, worksRng(options), (options.now ?? new Date()).getTime());
  });
  if (added > 0) await writeSeedOutput(out, options);
}
