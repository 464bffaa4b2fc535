import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers/test-app.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d4948445200000001000000010806000000', 'hex'),
  Buffer.alloc(64, 1),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40),
]);

/** A multipart/form-data body with one file part. */
function multipart(content: Buffer, filename: string, type: string, field = 'file') {
  const boundary = '----mligaBoundary7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('back office: image uploads', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: Record<string, string>;
  let fan: Record<string, string>;

  const upload = (content: Buffer, filename: string, type: string, headers = admin, field = 'file') => {
    const body = multipart(content, filename, type, field);
    return t.app.inject({
      method: 'POST',
      url: '/v1/admin/uploads/',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mliga-data-'));
    t = await createTestApp({ dataDir });
    admin = (await createUser(t.db, 'staff', { role: 'admin' })).headers;
    fan = (await createUser(t.db, 'fan')).headers;
  });
  afterAll(() => t.close());

  it('stores a real PNG under DATA_DIR/uploads and serves it cached, as an image that never runs', async () => {
    const res = await upload(PNG, 'logo.png', 'image/png');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ content_type: 'image/png', size: PNG.length });
    expect(data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.png$/);
    expect(existsSync(join(dataDir, data.url))).toBe(true);

    const file = await t.app.inject(data.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // The stored name is ours: the uploader's file name never reaches the disk.
    expect(readdirSync(join(dataDir, 'uploads'), { recursive: true }).join()).not.toContain('logo');
  });

  it('takes a file above the JSON body limit but within 2 MB', async () => {
    const res = await upload(Buffer.concat([PNG, Buffer.alloc(1_500_000)]), 'photo.png', 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.size).toBe(PNG.length + 1_500_000);
  });

  it('takes WebP; the type comes from the content, not the name', async () => {
    const res = await upload(WEBP, 'photo.png', 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url).toMatch(/\.webp$/);
  });

  it('refuses a "PNG" that is really text, an SVG, and anything too big', async () => {
    const fake = await upload(Buffer.from('<?php echo 1; ?> not an image'), 'evil.png', 'image/png');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual([
      { field: 'file', message: 'Загрузить можно изображение PNG, JPEG или WebP' },
    ]);
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(422);
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Файл слишком большой: не больше 2 МБ');
    const noFile = await upload(PNG, 'logo.png', 'image/png', admin, 'picture');
    expect(noFile.statusCode).toBe(422);
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/uploads/',
      headers: admin,
      payload: {},
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().message).toBe('Выберите файл');
  });

  it('is for admins only; unknown or crafted paths are not served', async () => {
    expect((await upload(PNG, 'a.png', 'image/png', {})).statusCode).toBe(401);
    expect((await upload(PNG, 'a.png', 'image/png', fan)).statusCode).toBe(403);
    expect((await t.app.inject('/uploads/2026/01/00000000000000000000000000000000.png')).statusCode).toBe(
      404,
    );
    // The path is normalised to /etc/passwd, which is just a page of the web app, never a file.
    expect((await t.app.inject('/uploads/../../etc/passwd')).body).not.toContain('root:');
    expect((await t.app.inject('/uploads/2026/01/..%2f..%2fsecret.png')).statusCode).toBe(404);
  });
});
