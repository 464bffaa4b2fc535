import { describe, expect, it } from 'vitest';
import { createHttp, fileNameOf, type ErrorBody } from './http.ts';
import { fail, fakeApi, file } from '../test/fake-api.ts';

const CSV = '\uFEFFМесто;Логин;Очки\r\n1;ivan;12\r\n';

describe('a file from the admin API', () => {
  it('is fetched with the session key and comes as its bytes with the name the server gave it', async () => {
    const api = fakeApi({
      'GET /v1/admin/ratings/5/export/': file(CSV, 'text/csv; charset=utf-8', 'rating-5.csv'),
    });
    const http = createHttp({ fetch: api.fetch, token: () => 'key-123' });
    const { blob, fileName } = await http.file('/v1/admin/ratings/5/export/');
    expect(fileName).toBe('rating-5.csv');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(CSV);
    expect(api.sent[0]!.method).toBe('GET');
    expect(api.sent[0]!.headers.Authorization).toBe('Bearer key-123');
  });

  it('has no name when the server gave none', async () => {
    const api = fakeApi({ 'GET /v1/admin/ratings/5/export/': file(CSV, 'text/csv') });
    const http = createHttp({ fetch: api.fetch, token: () => 'key-123' });
    expect((await http.file('/v1/admin/ratings/5/export/')).fileName).toBeNull();
  });

  it("is refused with the API's own message", async () => {
    const api = fakeApi({ 'GET /v1/admin/ratings/999/export/': fail(404, 'Рейтинг не найден') });
    const http = createHttp({ fetch: api.fetch, token: () => 'key-123' });
    const failure = await http.file('/v1/admin/ratings/999/export/').catch((e: unknown) => e);
    expect(failure).toMatchObject({ message: 'Рейтинг не найден', status: 404 });
    expect((failure as { body: ErrorBody }).body.message).toBe('Рейтинг не найден');
  });

  it('tells a lost connection', async () => {
    const http = createHttp({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      token: () => 'key-123',
    });
    await expect(http.file('/v1/admin/ratings/5/export/')).rejects.toMatchObject({ status: 0 });
  });
});

describe('the file name of Content-Disposition', () => {
  it.each([
    ['attachment; filename="rating-5.csv"', 'rating-5.csv'],
    ['attachment; filename=rating-5.csv', 'rating-5.csv'],
    [
      `attachment; filename="x.csv"; filename*=UTF-8''%D1%80%D0%B5%D0%B9%D1%82%D0%B8%D0%BD%D0%B3.csv`,
      'рейтинг.csv',
    ],
    ['attachment', null],
    ['', null],
    [null, null],
  ])('%s → %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
