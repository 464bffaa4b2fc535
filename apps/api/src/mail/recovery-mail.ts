import { escapeHtml as escape, mailPage } from './layout.ts';
import type { Mail } from './mailer.ts';

export function recoveryMail(to: string, login: string, code: string, minutes: number): Mail {
  const subject = `Код для восстановления пароля: ${code}`;
  const text = [
    `Здравствуйте, ${login}!`,
    '',
    `Ваш код для восстановления пароля: ${code}`,
    `Код действует ${minutes} минут. Введите его на странице восстановления пароля.`,
    '',
    'Если вы не запрашивали восстановление пароля, просто проигнорируйте это письмо: пароль останется прежним.',
    '',
    'Медиалига',
  ].join('\n');
  const html = mailPage(`<p style="margin:0 0 16px">Здравствуйте, ${escape(login)}!</p>
<p style="margin:0 0 8px">Ваш код для восстановления пароля:</p>
<p style="margin:0 0 16px;font-size:32px;letter-spacing:6px;font-weight:bold">${escape(code)}</p>
<p style="margin:0 0 16px">Код действует ${minutes} минут. Введите его на странице восстановления пароля.</p>
<p style="margin:0;color:#5b6b78;font-size:13px">Если вы не запрашивали восстановление пароля, просто проигнорируйте это письмо: пароль останется прежним.</p>`);
  return { to, subject, text, html };
}
