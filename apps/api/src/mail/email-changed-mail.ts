import type { Mail } from './mailer.ts';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Sent to the old address: if someone else made the change, the owner hears of it. */
export function emailChangedMail(to: string, login: string, newEmail: string): Mail {
  const subject = 'Email вашего аккаунта изменён';
  const changed = 'Email вашего аккаунта в Медиалиге изменён на';
  const after = 'Письма, в том числе коды для восстановления пароля, теперь приходят на новый адрес.';
  const warning =
    'Если вы не меняли email, значит, кто-то знает ваш пароль: срочно сообщите об этом администрации лиги.';
  const text = [
    `Здравствуйте, ${login}!`,
    '',
    `${changed} ${newEmail}.`,
    after,
    '',
    warning,
    '',
    'Медиалига',
  ].join('\n');
  const html = `<!doctype html>
<html lang="ru"><body style="margin:0;padding:24px;background:#f3f5f7;font-family:Arial,Helvetica,sans-serif;color:#14202b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px;background:#0b3d2e;border-radius:12px 12px 0 0;color:#ffffff;font-size:20px;font-weight:bold">Медиалига</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px">Здравствуйте, ${escape(login)}!</p>
<p style="margin:0 0 8px">${changed}</p>
<p style="margin:0 0 16px;font-size:18px;font-weight:bold;word-break:break-all">${escape(newEmail)}</p>
<p style="margin:0 0 16px">${after}</p>
<p style="margin:0;color:#8a1c1c;font-size:14px">${warning}</p>
</td></tr></table></body></html>`;
  return { to, subject, text, html };
}
