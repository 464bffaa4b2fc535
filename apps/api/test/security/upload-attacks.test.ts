import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../helpers/test-app.ts';

/**
 * Uploaded files are judged by their bytes, never by their name or declared type, are stored under
 * our own random name, and are served so that a browser never runs them: a file that is an image
 * and a script at once (a polyglot) still reaches the browser only as an inert image.
 */

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG = Buffer.concat([
  PNG_HEAD,
  Buffer.from('0000000d4948445200000001000000010806000000', 'hex'),
  Buffer.alloc(32),
]);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
const SCRIPT =
  '<html><body><script>fetch("/v1/users/me/").then(r=>r.text()).then(alert)</script></body></html>';

function multipart(content: Buffer, filename: string, type: string) {
  const boundary = '----mligaSecurity';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('uploads are checked by content and served inert', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: Record<string, string>;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mliga-sec-data-'));
    t = await createTestApp({ dataDir });
    admin = (await createUser(t.db, 'uploader', { role: 'admin' })).headers;
  });
  afterAll(() => t.close());

  const upload = (content: Buffer, filename: string, type: string) => {
    const body = multipart(content, filename, type);
    return t.app.inject({
      method: 'POST',
      url: '/v1/admin/uploads/',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  };

  it('refuses renamed files whatever name and type they claim', async () => {
    const cases: [string, Buffer, string, string][] = [
      ['HTML named .png', Buffer.from(SCRIPT), 'photo.png', 'image/png'],
      ['HTML after a BOM and blanks', Buffer.from(`\ufeff   ${SCRIPT}`), 'photo.jpg', 'image/jpeg'],
      [
        'SVG named .webp',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        'a.webp',
        'image/webp',
      ],
      ['PHP named .jpg', Buffer.from('<?php system($_GET["c"]); ?>'), 'shell.jpg', 'image/jpeg'],
      ['a GIF (not an accepted type)', GIF, 'anim.gif', 'image/gif'],
      ['a PDF named .png', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'doc.png', 'image/png'],
      [
        'a ZIP named .png',
        Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(30)]),
        'a.png',
        'image/png',
      ],
      ['a truncated PNG signature', PNG_HEAD.subarray(0, 4), 'tiny.png', 'image/png'],
      ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
    ];
    for (const [name, bytes, filename, type] of cases) {
      const res = await upload(bytes, filename, type);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().message, name).toBe('Загрузить можно изображение PNG, JPEG или WebP');
    }
    const dir = join(dataDir, 'uploads');
    const stored = existsSync(dir)
      ? readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.'))
      : [];
    expect(stored).toEqual([]);
  });

  it('names a stored file by its content and our random name: a .php or .html name never reaches the disk', async () => {
    for (const [filename, type] of [
      ['shell.php', 'application/x-php'],
      ['page.html', 'text/html'],
      ['../../escape.png', 'image/png'],
      ['logo.png.exe', 'application/octet-stream'],
    ] as const) {
      const res = await upload(JPEG, filename, type);
      expect(res.statusCode, filename).toBe(200);
      expect(res.json().data.url, filename).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.jpg$/);
      expect(res.json().data.content_type).toBe('image/jpeg');
    }
    const names = readdirSync(join(dataDir, 'uploads'), { recursive: true }).map(String).join(' ');
    expect(names).not.toMatch(/php|html|escape|exe/);
    expect(readdirSync(dataDir)).toEqual(['uploads']);
  });

  it('serves a polyglot (PNG header, then a script) only as an image a browser will not run', async () => {
    const polyglot = Buffer.concat([PNG, Buffer.from(SCRIPT)]);
    const res = await upload(polyglot, 'innocent.html', 'text/html');
    // The bytes start as a PNG, so it is stored — as .png, and served as such.
    expect(res.statusCode).toBe(200);
    const url = res.json().data.url as string;
    expect(url).toMatch(/\.png$/);
    const file = await t.app.inject(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['content-disposition']).toBe('inline');
    // No other name or type can fetch the same bytes as a page.
    for (const other of [
      url.replace(/\.png$/, '.html'),
      url.replace(/\.png$/, '.svg'),
      `${url}/`,
      `${url}%00.html`,
    ]) {
      const res2 = await t.app.inject(other);
      expect(res2.headers['content-type'] ?? '', other).not.toMatch(/^image\/png/);
      expect(res2.body, other).not.toContain('<script>fetch');
    }
  });

  it('keeps the upload door for admins only', async () => {
    const user = await createUser(t.db, 'visitor');
    const body = multipart(PNG, 'a.png', 'image/png');
    const anonymous = await t.app.inject({ method: 'POST', url: '/v1/admin/uploads/', ...body });
    expect(anonymous.statusCode).toBe(401);
    const fan = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/uploads/',
      payload: body.payload,
      headers: { ...user.headers, ...body.headers },
    });
    expect(fan.statusCode).toBe(403);
  });
});
