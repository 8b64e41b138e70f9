import { makeAutoObservable } from 'mobx';
import type { Locale } from '../lib/i18n/locales.js';

/** The locale of the page being shown; updated on client navigation into another locale. */
export class LocaleStore {
  locale: Locale;

  constructor(locale: Locale) {
    this.locale = locale;
    makeAutoObservable(this);
  }

  setLocale(locale: Locale): void {
    this.locale = locale;
  }
}
