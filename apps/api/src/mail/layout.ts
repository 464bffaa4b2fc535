export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The site's letter: the league's header over a white card holding `content` (HTML, already escaped). */
export const mailPage = (content: string) => `<!doctype html>
<html lang="ru"><body style="margin:0;padding:24px;background:#f3f5f7;font-family:Arial,Helvetica,sans-serif;color:#14202b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 28px;background:#0b3d2e;border-radius:12px 12px 0 0;color:#ffffff;font-size:20px;font-weight:bold">Медиалига</td></tr>
<tr><td style="padding:28px">
${content}
</td></tr></table></body></html>`;
