import type { Lang } from '../lang.js';
import { en, type MessageKey, type Messages } from './en.js';
import { zhCn } from './zh-cn.js';
import { zhTw } from './zh-tw.js';

export type { MessageKey } from './en.js';

const catalogues: Record<Lang, Messages> = { 'zh-cn': zhCn, en, 'zh-tw': zhTw };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** A placeholder value; `{ key }` is another message, translated in the same language. */
export type Param = string | number | { key: MessageKey };

/** Looks a message up and fills `{name}` placeholders. */
export function t(lang: Lang, key: MessageKey, params: Record<string, Param> = {}): string {
  return catalogues[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? t(lang, value.key) : String(value);
  });
}
