import type { Lang } from '../lang.js';
import { en, type MessageKey, type Messages } from './en.js';
import { zhCn } from './zh-cn.js';
import { zhTw } from './zh-tw.js';

export type { MessageKey } from './en.js';

const catalogues: Record<Lang, Messages> = { 'zh-cn': zhCn, en, 'zh-tw': zhTw };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** Looks a message up and fills `{name}` placeholders. */
export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return catalogues[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
