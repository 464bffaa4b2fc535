import { escapeHtml as escape, mailPage } from './layout.ts';
import type { Mail } from './mailer.ts';

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
  const html = mailPage(`<p style="margin:0 0 16px">Здравствуйте, ${escape(login)}!</p>
<p style="margin:0 0 8px">${changed}</p>
<p style="margin:0 0 16px;font-size:18px;font-weight:bold;word-break:break-all">${escape(newEmail)}</p>
<p style="margin:0 0 16px">${after}</p>
<p style="margin:0;color:#8a1c1c;font-size:14px">${warning}</p>`);
  return { to, subject, text, html };
}
