// https://www.i18next.com/overview/typescript
// `en` is the typed source: keys used with t() are checked against these files.
import 'i18next';
import type account from '../../../../locales/en/account.json';
import type address from '../../../../locales/en/address.json';
import type aftersale from '../../../../locales/en/aftersale.json';
import type areas from '../../../../locales/en/areas.json';
import type auction from '../../../../locales/en/auction.json';
import type cart from '../../../../locales/en/cart.json';
import type common from '../../../../locales/en/common.json';
import type errors from '../../../../locales/en/errors.json';
import type forms from '../../../../locales/en/forms.json';
import type goods from '../../../../locales/en/goods.json';
import type home from '../../../../locales/en/home.json';
import type legal from '../../../../locales/en/legal.json';
import type my from '../../../../locales/en/my.json';
import type opus from '../../../../locales/en/opus.json';
import type order from '../../../../locales/en/order.json';
import type reactions from '../../../../locales/en/reactions.json';
import type release from '../../../../locales/en/release.json';
import type reviews from '../../../../locales/en/reviews.json';
import type settlement from '../../../../locales/en/settlement.json';
import type verification from '../../../../locales/en/verification.json';
import type wallet from '../../../../locales/en/wallet.json';
import type winning from '../../../../locales/en/winning.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      address: typeof address;
      aftersale: typeof aftersale;
      auction: typeof auction;
      areas: typeof areas;
      cart: typeof cart;
      common: typeof common;
      errors: typeof errors;
      forms: typeof forms;
      goods: typeof goods;
      home: typeof home;
      legal: typeof legal;
      my: typeof my;
      opus: typeof opus;
      reactions: typeof reactions;
      release: typeof release;
      reviews: typeof reviews;
      order: typeof order;
      verification: typeof verification;
      settlement: typeof settlement;
      wallet: typeof wallet;
      winning: typeof winning;
    };
  }
}
