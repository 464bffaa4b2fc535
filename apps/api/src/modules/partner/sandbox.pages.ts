import { createHash } from 'node:crypto';
import { contentSecurityPolicy, cspHeader } from '../../http/web.ts';

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#101418;color:#f2f4f6;display:flex;justify-content:center;padding:32px 16px}
main{width:100%;max-width:440px;background:#1b2229;border-radius:16px;padding:28px;box-shadow:0 10px 30px #0006}
h1{font-size:22px;margin:0 0 8px}p{color:#b8c2cc;line-height:1.5}label{display:block;margin:16px 0 6px;font-weight:600}
input,select{width:100%;box-sizing:border-box;padding:12px;border-radius:10px;border:1px solid #3a4550;background:#0f1317;color:#fff;font-size:16px}
button{margin-top:20px;width:100%;padding:14px;border:0;border-radius:10px;background:#ff7a00;color:#fff;font-size:16px;font-weight:700;cursor:pointer}
button.secondary{background:transparent;border:1px solid #3a4550;color:#b8c2cc}.badge{display:inline-block;background:#ff7a0022;color:#ffb066;border-radius:999px;padding:4px 10px;font-size:12px;font-weight:700}
`;

/** The pages' one style element is allowed by its hash: the strict policy otherwise (no inline script). */
export const SANDBOX_PAGE_CSP = cspHeader({
  ...contentSecurityPolicy(),
  'style-src': ["'self'", `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`],
});

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} — песочница партнёра</title>
<style>${STYLE}</style></head><body><main><span class="badge">ПЕСОЧНИЦА ПАРТНЁРА</span>${body}</main></body></html>`;
}

export function authorizePage(params: Record<string, string>, suggestedId: string): string {
  return page(
    'Привязка аккаунта',
    `<h1>Привязка аккаунта</h1>
<p>Медиалига просит доступ к вашему ID в букмекерской компании-партнёре. Это тестовая страница: настоящий партнёр покажет здесь свой вход.</p>
<form method="post">${hidden(params)}
<label for="partner_id">ID аккаунта партнёра</label>
<input id="partner_id" name="partner_id" value="${escape(suggestedId)}" required pattern="[A-Za-z0-9_-]{3,32}" autocomplete="off">
<button type="submit" name="decision" value="allow">Подтвердить привязку</button>
<button type="submit" name="decision" value="deny" class="secondary" formnovalidate>Отмена</button>
</form>`,
  );
}

export const SANDBOX_TEXT = {
  badAuthorize: 'Неверный запрос авторизации',
  notYourAccount:
    'Ставку можно сделать только со своего аккаунта партнёра: привяжите его на сайте в этом браузере',
  betsFor: (id: string) => `Вы делаете ставки от аккаунта партнёра ${id}, привязанного в этом браузере.`,
  noAccount:
    'В этом браузере не привязан аккаунт партнёра: привяжите его в профиле на сайте, затем вернитесь сюда.',
} as const;

export function betPage({ message, partnerId = '' }: { message?: string; partnerId?: string } = {}): string {
  const intro = partnerId ? SANDBOX_TEXT.betsFor(partnerId) : SANDBOX_TEXT.noAccount;
  const id = escape(partnerId);
  return page(
    'Тестовая ставка',
    `<h1>Тестовая ставка</h1>
${message ? `<p role="status"><strong>${escape(message)}</strong></p>` : ''}<p>${escape(intro)} Ставка уходит в ленту ставок с подписью, как от настоящего партнёра.</p>
<form method="post">
<label for="partner_id">ID аккаунта партнёра</label><input id="partner_id" name="partner_id" value="${id}" required>
<label for="amount">Сумма, ₽</label><input id="amount" name="amount" type="number" min="0" step="1" value="1000" required>
<label for="odds">Коэффициент</label><input id="odds" name="odds" type="number" min="1" step="0.01" value="1.5" required>
<label for="kind">Вид</label><select id="kind" name="kind"><option value="regular">Обычная ставка</option><option value="freebet">Фрибет</option></select>
<label for="placed_at">Время ставки (UTC)</label><input id="placed_at" name="placed_at" type="datetime-local" aria-describedby="placed_at_hint">
<p id="placed_at_hint">Оставьте пустым, чтобы ставка была сделана сейчас.</p>
<button type="submit" name="action" value="placed">Сделать ставку</button>
</form>
<form method="post">
<label for="bet_id">ID ставки</label><input id="bet_id" name="bet_id" required>
<label for="partner_id2">ID аккаунта партнёра, сделавшего ставку</label><input id="partner_id2" name="partner_id" value="${id}" required>
<button type="submit" name="action" value="bought_out" class="secondary">Выкупить ставку</button>
<button type="submit" name="action" value="refunded" class="secondary">Вернуть ставку</button>
</form>`,
  );
}
