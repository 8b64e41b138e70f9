import type { Lang } from '../../lib/lang.js';

export type DemoAccount = { id: number; nickname: string; avatarUrl: string | null; type: number };
export type AuthorizeRequest = { appid: string; redirect_uri: string; state: string };

const LABELS: Record<
  Lang,
  { title: string; hint: string; newUser: string; newHint: string; types: string[] }
> = {
  'zh-cn': {
    title: '本地登录平台（演示）',
    hint: '这是开发用的消息平台替身。请选择一个演示账号，或以新用户身份继续。',
    newUser: '新用户',
    newHint: '生成新的 openid/unionid，进入注册流程',
    types: ['官方', '未实名', '已实名', '创作者', '机构'],
  },
  en: {
    title: 'Local login platform (demo)',
    hint: 'A development stand-in for the messaging platform. Pick a demo account or continue as a new user.',
    newUser: 'New user',
    newHint: 'A fresh openid/unionid that goes through registration',
    types: ['Official', 'Not verified', 'Verified', 'Creator', 'Organisation'],
  },
  'zh-tw': {
    title: '本地登入平台（示範）',
    hint: '這是開發用的訊息平台替身。請選擇一個示範帳號，或以新使用者身分繼續。',
    newUser: '新使用者',
    newHint: '產生新的 openid/unionid，進入註冊流程',
    types: ['官方', '未實名', '已實名', '創作者', '機構'],
  },
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hidden(request: AuthorizeRequest): string {
  return (['appid', 'redirect_uri', 'state'] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(request[name])}">`)
    .join('');
}

function choice(request: AuthorizeRequest, account: string, title: string, sub: string, avatar: string) {
  return `<form method="post" action="/wx-standin/connect/authorize">${hidden(request)}
<button name="account" value="${escapeHtml(account)}">${avatar}<span><b>${escapeHtml(title)}</b><small>${escapeHtml(sub)}</small></span></button></form>`;
}

const STYLE = `body{margin:0;font:14px/1.5 system-ui,sans-serif;background:#0b0b0c;color:#eee;display:flex;justify-content:center}
main{width:min(480px,92vw);margin:48px 0}h1{font-size:20px}p{color:#aaa}
form{margin:8px 0}button{all:unset;box-sizing:border-box;width:100%;display:flex;gap:12px;align-items:center;padding:12px 16px;border:1px solid #333;border-radius:10px;background:#161618;cursor:pointer}
button:hover,button:focus-visible{border-color:#07c160;outline:none}img,.new{width:40px;height:40px;border-radius:50%;flex:none}
.new{background:#07c160;color:#000;display:grid;place-items:center;font-size:22px}span{display:flex;flex-direction:column}small{color:#999}`;

/** The authorize page: one button per demo account plus "new user". */
export function renderAuthorizePage(lang: Lang, request: AuthorizeRequest, accounts: DemoAccount[]): string {
  const l = LABELS[lang];
  const items = accounts.map((a) => {
    const img = a.avatarUrl ? `<img alt="" src="${escapeHtml(a.avatarUrl)}">` : '<i class="new">?</i>';
    return choice(request, String(a.id), a.nickname, l.types[a.type] ?? '', img);
  });
  items.push(choice(request, 'new', l.newUser, l.newHint, '<i class="new">+</i>'));
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(l.title)}</title>
<style>${STYLE}</style></head><body><main><h1>${escapeHtml(l.title)}</h1><p>${escapeHtml(l.hint)}</p>
${items.join('\n')}</main></body></html>`;
}

export function renderErrorPage(message: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Error</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(message)}</h1></main></body></html>`;
}
