// Pricing a checkout, and its preview: the same computation as checkout (checkout.ts), without writes.
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { formatMoney } from '../../lib/money.js';
import { CartItemKind } from '../cart/schema.js';
import { cartItemsOf } from '../cart/service.js';
import {
  type AddressRow,
  addressOf,
  type CheckoutInput,
  noPostageRules,
  wantedLines,
} from './checkout-input.js';
import type { CheckoutPreviewDto } from './dto.js';
import {
  type NoPostageRule,
  type PricedCheckout,
  type Problem,
  priceCheckout,
  type WantedLine,
} from './pricing.js';

/**
 * Prices `lines` as the items stand. `rules`: the sellers' free-shipping rules when already read, else they
 * are read here.
 */
export async function price(
  db: Db,
  lang: Lang,
  input: CheckoutInput,
  lines: WantedLine[],
  address: AddressRow | null,
  { rules }: { rules?: NoPostageRule[] } = {},
): Promise<PricedCheckout> {
  const kind = input.kind ?? CartItemKind.GOODS;
  const ids = lines.map((line) => line.goodsId);
  const goodsById = await cartItemsOf(db, lang, kind, ids);
  if (kind === CartItemKind.OPUS) return priceCheckout(lines, goodsById, [], null, { digital: true });
  const sellerIds = [...new Set([...goodsById.values()].map((row) => row.sellerId))];
  const shipping = rules ?? (await noPostageRules(db, sellerIds));
  return priceCheckout(lines, goodsById, shipping, address?.provinceCode ?? null);
}

function problemMessage(lang: Lang, problem: Problem): string {
  if (problem.code === 'NOT_ON_SALE') return t(lang, 'order.problem.notOnSale');
  if (problem.code === 'SOLD_OUT' && problem.kind === CartItemKind.OPUS)
    return t(lang, 'order.problem.noEditionLeft');
  if (problem.code === 'SOLD_OUT')
    return t(lang, 'order.problem.soldOut', { max: problem.goods?.stock ?? 0 });
  return t(lang, 'order.problem.priceChanged', {
    was: formatMoney(problem.priceSeenFen ?? 0, lang),
    now: formatMoney(problem.goods?.price ?? 0, lang),
  });
}

function toPreview(
  lang: Lang,
  kind: CartItemKind,
  priced: PricedCheckout,
  address: AddressRow | null,
): CheckoutPreviewDto {
  return {
    sellers: priced.sellers.map((seller) => ({
      seller: { id: String(seller.sellerId), nickname: seller.sellerNickname },
      lines: seller.lines.map((line) => ({
        goodsId: String(line.goods.id),
        title: line.goods.title,
        cover: line.goods.cover,
        unitPriceFen: line.goods.price,
        quantity: line.quantity,
        itemsTotalFen: line.itemsTotalFen,
      })),
      itemsTotalFen: seller.itemsTotalFen,
      postageFen: seller.postageFen,
      freeShipping: seller.freeShipping,
      totalFen: seller.totalFen,
    })),
    itemsTotalFen: priced.itemsTotalFen,
    postageFen: priced.postageFen,
    totalFen: priced.totalFen,
    addressId: address ? String(address.id) : null,
    problems: priced.problems.map((problem) => ({
      goodsId: String(problem.goodsId),
      code: problem.code,
      message: problemMessage(lang, { ...problem, kind }),
    })),
  };
}

/** The same computation as checkout, without locks or writes. */
export async function previewCheckout(db: Db, lang: Lang, userId: number, input: CheckoutInput) {
  const lines = await wantedLines(db, lang, userId, input);
  const address = await addressOf(db, userId, input);
  return toPreview(
    lang,
    input.kind ?? CartItemKind.GOODS,
    await price(db, lang, input, lines, address),
    address,
  );
}
