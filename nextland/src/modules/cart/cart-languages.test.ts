// Cart lines in the reader's language (decisions 0022, 0024): goods and works carts, and the checkout preview
// that reads the same items, show a title in the request's language when the seller translated it, otherwise
// the original, with `lang`, `originalLang` and `translated` saying which — on PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Lang } from '../../lib/lang.js';
import { C, call } from '../../test/account-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import { buyer, ORDER, person } from '../../test/order-helpers.js';
import { work } from '../../test/work-order-helpers.js';
import { goods } from '../goods/schema.js';
import { GoodsStatus, SaleType } from '../goods/status.js';
import { saveGoodsTranslations } from '../goods/translations.js';
import type { CheckoutPreviewDto } from '../order/dto.js';
import { workTranslations } from '../work/schema.js';
import type { CartDto, CartLineDto } from './validators.js';

type Shown = Pick<CartLineDto, 'title' | 'lang' | 'originalLang' | 'translated'>;
type WorkPreview = { sellers: { lines: { workId: string; title: string }[] }[] };

const LANGS: Lang[] = ['en', 'zh-cn', 'zh-tw'];

describeOnDrivers('cart lines in the reader’s language', (use) => {
  async function newGoods(sellerId: number, title: string, originalLang: Lang): Promise<number> {
    const [row] = await use()
      .db.insert(goods)
      .values({
        sellerId,
        title,
        originalLang,
        price: 3200,
        stock: 5,
        status: GoodsStatus.ON_SALE,
        saleType: SaleType.FIXED_PRICE,
      })
      .returning({ id: goods.id });
    return row?.id ?? 0;
  }

  /** The same listing in three situations: translated both ways, untranslated, written in English. */
  async function catalogue() {
    const { db } = use();
    const seller = await person(db);
    const tag = randomUUID().slice(0, 6);
    const bowl = await newGoods(seller.id, `青釉莲纹茶盏 ${tag}`, 'zh-cn');
    const scroll = await newGoods(seller.id, `山水立轴 ${tag}`, 'zh-cn');
    const vase = await newGoods(seller.id, `Meiping Vase ${tag}`, 'en');
    await saveGoodsTranslations(db, [
      { goodsId: bowl, lang: 'en', title: `Celadon Lotus Tea Bowl ${tag}`, description: '' },
      { goodsId: bowl, lang: 'zh-tw', title: `青釉蓮紋茶盞 ${tag}`, description: '' },
      { goodsId: vase, lang: 'zh-cn', title: `梅瓶 ${tag}`, description: '' },
    ]);
    const sketch = await work(db, seller.id);
    await db.insert(workTranslations).values({ workId: sketch, lang: 'en', title: `Ink Sketch ${tag}` });
    return { tag, bowl, scroll, vase, sketch };
  }

  const shown = (line: Shown | undefined): Shown | undefined =>
    line && {
      title: line.title,
      lang: line.lang,
      originalLang: line.originalLang,
      translated: line.translated,
    };

  function linesOf(cart: CartDto): Map<string, CartLineDto> {
    return new Map(cart.sellers.flatMap((s) => s.lines).map((line) => [line.itemId, line]));
  }

  it('goods lines follow the reader: the translation when there is one, else the original, marked', async () => {
    const { db } = use();
    const { tag, bowl, scroll, vase } = await catalogue();
    const me = await buyer(db);
    for (const id of [bowl, scroll, vase]) {
      const added = await call<CartDto>(
        use().app,
        'POST',
        `${C}/cart/goods/add`,
        { goodsId: String(id), quantity: 1 },
        { token: me.token, lang: 'zh-tw' },
      );
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const expected: Record<Lang, Shown[]> = {
      en: [
        { title: `Celadon Lotus Tea Bowl ${tag}`, lang: 'en', originalLang: 'zh-cn', translated: true },
        { title: `山水立轴 ${tag}`, lang: 'zh-cn', originalLang: 'zh-cn', translated: false },
        { title: `Meiping Vase ${tag}`, lang: 'en', originalLang: 'en', translated: false },
      ],
      'zh-cn': [
        { title: `青釉莲纹茶盏 ${tag}`, lang: 'zh-cn', originalLang: 'zh-cn', translated: false },
        { title: `山水立轴 ${tag}`, lang: 'zh-cn', originalLang: 'zh-cn', translated: false },
        { title: `梅瓶 ${tag}`, lang: 'zh-cn', originalLang: 'en', translated: true },
      ],
      'zh-tw': [
        { title: `青釉蓮紋茶盞 ${tag}`, lang: 'zh-tw', originalLang: 'zh-cn', translated: true },
        { title: `山水立轴 ${tag}`, lang: 'zh-cn', originalLang: 'zh-cn', translated: false },
        { title: `Meiping Vase ${tag}`, lang: 'en', originalLang: 'en', translated: false },
      ],
    };
    for (const lang of LANGS) {
      const reply = await call<CartDto>(use().app, 'GET', `${C}/cart/goods/list`, undefined, {
        token: me.token,
        lang,
      });
      expect(reply.status).toBe(200);
      const lines = linesOf(reply.body.data);
      expect(
        [bowl, scroll, vase].map((id) => shown(lines.get(String(id)))),
        lang,
      ).toEqual(expected[lang]);
      // The cover's alt (no image here: the placeholder) is the title as shown.
      expect(lines.get(String(bowl))?.cover.alt).toBe(expected[lang][0]?.title);

      // The checkout preview reads the same items: its titles follow the reader too.
      const preview = await call<CheckoutPreviewDto>(
        use().app,
        'POST',
        `${ORDER}/preview`,
        { source: 'cart' },
        { token: me.token, lang },
      );
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      const titles = new Map(
        preview.body.data.sellers.flatMap((s) => s.lines).map((line) => [line.goodsId, line.title]),
      );
      expect(
        [bowl, scroll, vase].map((id) => titles.get(String(id))),
        lang,
      ).toEqual(expected[lang].map((line) => line.title));
    }
  });

  it('works lines and the works checkout preview follow the reader the same way', async () => {
    const { db } = use();
    const { tag, sketch } = await catalogue();
    const me = await person(db);
    const added = await call<CartDto>(
      use().app,
      'POST',
      `${C}/cart/opus/add`,
      { workId: String(sketch) },
      { token: me.token },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    for (const lang of LANGS) {
      const reply = await call<CartDto>(use().app, 'GET', `${C}/cart/opus/list`, undefined, {
        token: me.token,
        lang,
      });
      const line = linesOf(reply.body.data).get(String(sketch));
      if (lang === 'en') {
        expect(shown(line)).toEqual({
          title: `Ink Sketch ${tag}`,
          lang: 'en',
          originalLang: 'zh-cn',
          translated: true,
        });
      } else {
        expect(shown(line), lang).toMatchObject({ lang: 'zh-cn', originalLang: 'zh-cn', translated: false });
        expect(line?.title).toMatch(/^order work /);
      }
      const preview = await call<WorkPreview>(
        use().app,
        'POST',
        `${ORDER}/opus/preview`,
        { source: 'cart' },
        { token: me.token, lang },
      );
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.data.sellers[0]?.lines[0]?.title).toBe(line?.title);
    }
  });
});
