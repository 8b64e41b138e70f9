// Messages the BFF writes itself (everything else is nextland's, already in the request language).
import type { Locale } from './locale.js';

const messages = {
  loginState: {
    'zh-cn': '登录已失效或不是从本浏览器发起的，请重新登录。',
    en: 'This login has expired or was started in another browser. Please log in again.',
    'zh-tw': '登入已失效或不是從此瀏覽器發起的，請重新登入。',
  },
  noRegistration: {
    'zh-cn': '没有进行中的注册，或注册已过期，请重新登录。',
    en: 'No registration is in progress, or it has expired. Please log in again.',
    'zh-tw': '沒有進行中的註冊，或註冊已過期，請重新登入。',
  },
  redirectUri: {
    'zh-cn': '登录回跳地址无效。',
    en: 'The login return address is not valid.',
    'zh-tw': '登入回跳網址無效。',
  },
  reviewFilter: {
    'zh-cn': '只能按审核中、已通过或已驳回筛选。',
    en: 'Filter by applications that are under review, approved or rejected.',
    'zh-tw': '只能按審核中、已通過或已駁回篩選。',
  },
  bodyMalformed: {
    'zh-cn': '请求体不是有效的 JSON。',
    en: 'The request body is not valid JSON.',
    'zh-tw': '請求內容不是有效的 JSON。',
  },
  bodyTooLarge: {
    'zh-cn': '请求体过大。',
    en: 'The request body is too large.',
    'zh-tw': '請求內容過大。',
  },
  bodyType: {
    'zh-cn': '不支持该请求内容类型，请使用 application/json。',
    en: 'Unsupported content type; send application/json.',
    'zh-tw': '不支援該請求內容類型，請使用 application/json。',
  },
  badRequest: {
    'zh-cn': '请求无效。',
    en: 'The request is not valid.',
    'zh-tw': '請求無效。',
  },
  internal: {
    'zh-cn': '服务器出错了，请稍后再试。',
    en: 'Something went wrong on our side. Please try again later.',
    'zh-tw': '伺服器出錯了，請稍後再試。',
  },
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof messages;

export function bffMessage(locale: Locale, key: MessageKey): string {
  return messages[key][locale];
}
