import { LIMITS } from '@nextland/rules';
import { z } from 'zod';
import { LANGS } from '../../lib/lang.js';
import { langOnlyQuery } from '../../lib/lang-query.js';
import { fenSchema } from '../../lib/money.js';

const lineIds = z
  .array(z.string())
  .min(1)
  .max(LIMITS.cartLines)
  .describe('Cart line ids (every one must be mine: an unknown or foreign id is 404 and nothing changes)');

/** Whole units, at least 1; the upper bound (current stock) is checked against the goods. */
const quantity = z.number().int().min(1).describe('Units, 1 … the goods’ current stock (a work’s line: 1)');

export const addToCartBody = z.object({
  goodsId: z.string().describe('Goods on sale at a fixed price (auctions are not bought through carts)'),
  quantity: quantity.describe('Units to add; added to the line when the goods are already in the cart'),
});

export const addWorkToCartBody = z.object({
  workId: z.string().describe('A work on sale with an edition left, not already in my library'),
  quantity: z.literal(1).default(1).describe('One edition per purchase: a work’s line is always quantity 1'),
});

export const setCartQuantityBody = z.object({ id: z.string().describe('Cart line id'), quantity });

export const selectCartLinesBody = z.object({
  ids: lineIds.optional().describe('Lines to (un)select; leave out for every line'),
  selected: z.boolean(),
});

export const confirmCartBody = z.object({ ids: lineIds });

export const cartLineParams = z.object({ id: z.string() });

const cartLineDto = z.object({
  id: z.string(),
  itemKind: z.enum(['goods', 'opus']),
  itemId: z.string(),
  title: z
    .string()
    .describe('In `lang`: the reader’s language when the seller translated it, otherwise the original'),
  lang: z.enum(LANGS).describe('Language of `title` as returned'),
  originalLang: z.enum(LANGS).describe('Language the seller wrote the listing in'),
  translated: z.boolean().describe('True when `title` is a translation into the requested language'),
  cover: z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() }),
  quantity: z.number().int(),
  priceSeenFen: fenSchema.describe('Unit price when added or last confirmed'),
  priceFen: fenSchema.describe('Unit price now'),
  stock: z.number().int().describe('Units in stock; for a work, the editions left'),
  status: z.number().int().describe('Goods or work status now (3 on sale)'),
  selected: z.boolean(),
  available: z.boolean().describe('On sale at a fixed price with enough stock for the quantity'),
  priceChanged: z.boolean().describe('The price differs from priceSeenFen: confirm before checkout'),
  stockChanged: z.boolean().describe('Stock fell below the quantity'),
  statusChanged: z.boolean().describe('The goods are no longer on sale'),
  lineTotalFen: fenSchema.describe('priceFen × quantity'),
  addedAt: z.string(),
});

export const cartDto = z
  .object({
    sellers: z.array(
      z.object({
        sellerId: z.string(),
        sellerNickname: z.string(),
        lines: z.array(cartLineDto),
        subtotalFen: fenSchema.describe('Selected, available lines of this seller at current prices'),
      }),
    ),
    lineCount: z.number().int(),
    selectedCount: z.number().int().describe('Selected lines (available or not)'),
    selectedTotalFen: fenSchema.describe('Sum of the sellers’ subtotals'),
    hasChanges: z.boolean().describe('Some line has a price, stock or status change'),
  })
  .meta({ id: 'Cart' });

export const cartCountDto = z.object({ count: z.number().int() }).meta({ id: 'CartCount' });

export type CartDto = z.output<typeof cartDto>;
export type CartLineDto = z.output<typeof cartLineDto>;

export { langOnlyQuery };
