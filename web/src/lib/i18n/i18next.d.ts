// https://www.i18next.com/overview/typescript
// `en` is the typed source: keys used with t() are checked against these files.
import 'i18next';
import type areas from '../../../../locales/en/areas.json';
import type common from '../../../../locales/en/common.json';
import type errors from '../../../../locales/en/errors.json';
import type goods from '../../../../locales/en/goods.json';
import type home from '../../../../locales/en/home.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      areas: typeof areas;
      common: typeof common;
      errors: typeof errors;
      goods: typeof goods;
      home: typeof home;
    };
  }
}
