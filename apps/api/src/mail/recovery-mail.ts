import type { Mail } from './mailer.ts';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
  const html = `<!doctype html>
<html lang="ru"><body style="margin:0;padding:24px;background:#f3f5f7;font-family:Arial,Helvetica,sans-serif;color:#14202b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px;background:#0b3d2e;border-radius:12px 12px 0 0;color:#ffffff;font-size:20px;font-weight:bold">Медиалига</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px">Здравствуйте, ${escape(login)}!</p>
<p style="margin:0 0 8px">Ваш код для восстановления пароля:</p>
<p style="margin:0 0 16px;font-size:32px;letter-spacing:6px;font-weight:bold">${escape(code)}</p>
<p style="margin:0 0 16px">Код действует ${minutes} минут. Введите его на странице восстановления пароля.</p>
<p style="margin:0;color:#5b6b78;font-size:13px">Если вы не запрашивали восстановление пароля, просто проигнорируйте это письмо: пароль останется прежним.</p>
</td></tr></table></body></html>`;
  return { to, subject, text, html };
}
