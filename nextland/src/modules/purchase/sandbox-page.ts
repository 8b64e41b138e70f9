// The sandbox cashier's one page: the amount, Pay and Cancel. Server-rendered, no script (like the login
// stand-in's page), in the request language.
import type { Lang } from '../../lib/lang.js';
import { formatMoney } from '../../lib/money.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const LABELS: Record<
  Lang,
  { title: string; hint: string; pay: string; cancel: string; done: string; closed: string }
> = {
  'zh-cn': {
    title: '沙箱收银台（演示）',
    hint: '这是开发用的支付替身，不会真实扣款。',
    pay: '确认支付',
    cancel: '取消',
    done: '该笔支付已完成。',
    closed: '该笔支付已关闭，无法再支付。',
  },
  en: {
    title: 'Sandbox cashier (demo)',
    hint: 'A development stand-in for a payment provider: no real money moves.',
    pay: 'Pay',
    cancel: 'Cancel',
    done: 'This payment is already paid.',
    closed: 'This payment is closed and can no longer be paid.',
  },
  'zh-tw': {
    title: '沙箱收銀台（示範）',
    hint: '這是開發用的支付替身，不會真的扣款。',
    pay: '確認付款',
    cancel: '取消',
    done: '這筆付款已完成。',
    closed: '這筆付款已關閉，無法再付款。',
  },
};

const STYLE = `body{margin:0;font:14px/1.5 system-ui,sans-serif;background:#0b0b0c;color:#eee;display:flex;justify-content:center}
main{width:min(420px,92vw);margin:64px 0;text-align:center}h1{font-size:20px}p{color:#aaa}.amount{font-size:40px;color:#fff;margin:24px 0}
form{display:inline-block;margin:8px}button{font:inherit;padding:10px 28px;border-radius:8px;border:1px solid #333;background:#161618;color:#eee;cursor:pointer}
button.pay{background:#07c160;border-color:#07c160;color:#000}button:focus-visible{outline:2px solid #fff}`;

export type CashierView = {
  paymentId: string;
  amountFen: number;
  state: 'pending' | 'paid' | 'closed';
  returnUrl: string;
};

export function renderCashierPage(lang: Lang, view: CashierView): string {
  const l = LABELS[lang];
  const action = (verb: string) => `/sandbox-pay/cashier/${escapeHtml(view.paymentId)}/${verb}?lang=${lang}`;
  const back = `<input type="hidden" name="return" value="${escapeHtml(view.returnUrl)}">`;
  const body =
    view.state === 'pending'
      ? `<form method="post" action="${action('pay')}">${back}<button class="pay">${escapeHtml(l.pay)}</button></form>
<form method="post" action="${action('cancel')}">${back}<button>${escapeHtml(l.cancel)}</button></form>`
      : `<p>${escapeHtml(view.state === 'paid' ? l.done : l.closed)}</p>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(l.title)}</title>
<style>${STYLE}</style></head><body><main><h1>${escapeHtml(l.title)}</h1><p>${escapeHtml(l.hint)}</p>
<div class="amount" data-testid="amount">${escapeHtml(formatMoney(view.amountFen, lang))}</div>${body}</main></body></html>`;
}
