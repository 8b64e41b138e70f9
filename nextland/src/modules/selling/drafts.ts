// Drafts and edits of a seller's goods and works (decision 0027 §1). A draft is the item row in status 0; a save
// writes any subset of the form's fields (each checked on its own by the route's zod body), so a half-filled
// form saves. Saving an item that buyers can see keeps it whole (the release check), and editing what an
// official reviewed (title, description, images, category) of an item on sale in a reviewed category sends
// it back to review; price and stock edits stay on sale.
import type { DraftFields } from '@nextland/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ConflictError, type FieldError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { isLotGoods } from '../auction/service.js';
import { categories } from '../category/schema.js';
import { AccountType } from '../customer/account-type.js';
import { goods } from '../goods/schema.js';
import { GoodsStatus } from '../goods/status.js';
import { ownPublicImage, type Storage } from '../upload/service.js';
import { works } from '../work/schema.js';
import {
  type DraftContent,
  type DraftImage,
  readContent,
  writeImages,
  writeTranslations,
} from './draft-store.js';
import { type ItemKind, lockOwnItem, moveItem } from './items.js';
import { assertSeller, needsReview, type Seller } from './moves.js';
import { assertReleasable } from './release-check.js';

export type DraftDeps = { db: Db; storage: Storage };
type DraftInput = DraftFields;

/** A seller's own item with its content, or 404 (someone else's, deleted or unknown). */
export async function readDraft(
  db: Db,
  user: Seller,
  kind: ItemKind,
  id: number | null,
): Promise<DraftContent> {
  assertSeller(user);
  if (id === null) throw new NotFoundError();
  return db.transaction(async (tx) => {
    await lockOwnItem(tx, kind, user.id, id);
    return (await readContent(tx, kind, id)) as DraftContent;
  });
}

/** A new draft in the caller's language, with whatever the first step filled in. */
export async function createDraft(
  deps: DraftDeps,
  lang: Lang,
  user: Seller,
  kind: ItemKind,
  input: DraftInput,
) {
  assertSeller(user);
  const id = await deps.db.transaction(async (tx) => {
    const base = { sellerId: user.id, title: '', price: 0, originalLang: input.originalLang ?? lang };
    const [row] =
      kind === 'goods'
        ? await tx.insert(goods).values(base).returning({ id: goods.id })
        : await tx
            .insert(works)
            .values({ ...base, mediaType: 'image', licence: 'personal', editionSize: 1 })
            .returning({ id: works.id });
    const item = await lockOwnItem(tx, kind, user.id, row?.id ?? 0);
    await applyInput({ ...deps, db: tx }, lang, user, kind, item.id, input);
    return item.id;
  });
  return (await readContent(deps.db, kind, id)) as DraftContent;
}

/** Saves the given fields of the caller's item (any status but under review: the official is deciding). */
export async function saveDraft(
  deps: DraftDeps,
  lang: Lang,
  user: Seller,
  kind: ItemKind,
  id: number | null,
  input: DraftInput,
  { lot = false }: { lot?: boolean } = {},
): Promise<DraftContent> {
  assertSeller(user);
  if (id === null) throw new NotFoundError();
  await deps.db.transaction(async (tx) => {
    const item = await lockOwnItem(tx, kind, user.id, id);
    // A lot's price and stock are its auction's: it is saved through the lot drafts (lot-drafts.ts) only.
    if (kind === 'goods' && !lot && (await isLotGoods(tx, id))) throw new NotFoundError();
    if (item.status === GoodsStatus.UNDER_REVIEW) throw new ConflictError('selling.editUnderReview');
    await applyInput({ ...deps, db: tx }, lang, user, kind, id, input);
  });
  return (await readContent(deps.db, kind, id)) as DraftContent;
}

/** The rules a save checks against stored data; all failures in one 400. */
async function checkAgainstStore(
  deps: DraftDeps,
  lang: Lang,
  user: Seller,
  before: DraftContent,
  input: DraftInput,
): Promise<{ images?: DraftImage[] }> {
  const fields: FieldError[] = [];
  const fail = (field: string, message: string) => fields.push({ field, message });
  if (input.categoryId != null) {
    const [row] = await deps.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, input.categoryId));
    if (!row) fail('categoryId', t(lang, 'field.category'));
  }
  const originalLang = input.originalLang ?? before.originalLang;
  const translations = input.translations ?? before.translations;
  translations.forEach((row, index) => {
    if (row.lang !== originalLang) return;
    fail(
      input.translations ? `translations.${index}.lang` : 'originalLang',
      t(lang, 'field.translationLang'),
    );
  });
  if (input.editionSize !== undefined && input.editionSize < before.sold) {
    fail('editionSize', t(lang, 'field.editionsSold', { minimum: before.sold }));
  }
  const images = input.images && (await resolveImages(deps, user.id, before.images, input.images));
  images?.forEach((image, index) => {
    if (!image) fail(`images.${index}`, t(lang, 'field.listingImage'));
  });
  if (fields.length > 0) throw new ValidationError(fields);
  return images ? { images: images as DraftImage[] } : {};
}

/** Each url: an image the item has already, or the caller's own public upload; null when neither. */
async function resolveImages(deps: DraftDeps, ownerId: number, current: DraftImage[], urls: string[]) {
  const known = new Map(current.map((image) => [image.url, image]));
  const resolved: (DraftImage | null)[] = [];
  for (const url of urls) {
    const kept = known.get(url);
    if (kept) {
      resolved.push(kept);
      continue;
    }
    const upload = await ownPublicImage(deps, ownerId, url);
    resolved.push(upload ? { url, width: upload.width, height: upload.height } : null);
  }
  return resolved;
}

/** What an official looked at when approving: a change to any of it needs another look. */
function reviewedContentChanged(before: DraftContent, after: DraftContent): boolean {
  const urls = (item: DraftContent) => item.images.map((image) => image.url).join('\n');
  return (
    before.title !== after.title ||
    before.description !== after.description ||
    before.categoryId !== after.categoryId ||
    urls(before) !== urls(after)
  );
}

async function applyInput(
  deps: DraftDeps,
  lang: Lang,
  user: Seller,
  kind: ItemKind,
  id: number,
  input: DraftInput,
): Promise<void> {
  const tx = deps.db;
  const before = (await readContent(tx, kind, id)) as DraftContent;
  const { images } = await checkAgainstStore(deps, lang, user, before, input);
  const columns = {
    ...(input.originalLang !== undefined && { originalLang: input.originalLang }),
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.categoryId !== undefined && { categoryId: input.categoryId }),
    ...(input.priceFen !== undefined && { price: input.priceFen }),
    updatedAt: new Date(),
  };
  if (kind === 'goods') {
    const stock = input.stock !== undefined ? { stock: input.stock } : {};
    await tx
      .update(goods)
      .set({ ...columns, ...stock })
      .where(eq(goods.id, id));
  } else {
    const { editionSize, mediaType, licence } = input;
    const extra = {
      ...(editionSize !== undefined && { editionSize }),
      ...(mediaType !== undefined && { mediaType }),
      ...(licence !== undefined && { licence }),
    };
    await tx
      .update(works)
      .set({ ...columns, ...extra })
      .where(eq(works.id, id));
  }
  if (images) await writeImages(tx, kind, id, images);
  if (input.translations) await writeTranslations(tx, kind, id, input.translations);
  await keepVisibleItemWhole(tx, lang, user, kind, before, id);
}

/**
 * Buyers see an item on sale or sold out: a save must leave it releasable (400, nothing written, otherwise).
 * On sale in a reviewed category, a change to what the official approved sends it back to review.
 */
async function keepVisibleItemWhole(
  tx: Db,
  lang: Lang,
  user: Seller,
  kind: ItemKind,
  before: DraftContent,
  id: number,
) {
  if (before.status !== GoodsStatus.ON_SALE && before.status !== GoodsStatus.SOLD_OUT) return;
  const after = (await readContent(tx, kind, id)) as DraftContent;
  assertReleasable(lang, kind, after);
  if (before.status !== GoodsStatus.ON_SALE || !reviewedContentChanged(before, after)) return;
  if (user.type === AccountType.OFFICIAL || !(await needsReview(tx, after.categoryId))) return;
  const item = {
    id,
    sellerId: user.id,
    status: before.status,
    title: after.title,
    categoryId: after.categoryId,
  };
  await moveItem(tx, kind, item, GoodsStatus.UNDER_REVIEW, [GoodsStatus.ON_SALE]);
}
