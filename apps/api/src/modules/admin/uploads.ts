import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { AppError, notFound, ruleBroken } from '../../http/errors.ts';

/** Images only, at most 2 MB each (logos, photos, question pictures). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export const uploadMessages = {
  noFile: 'Выберите файл',
  badType: 'Загрузить можно изображение PNG, JPEG или WebP',
  tooLarge: 'Файл слишком большой: не больше 2 МБ',
} as const;

/**
 * The type is read from the file's first bytes, never from its name or the browser's word.
 * SVG is refused: it is a document that can carry scripts; logos are uploaded as PNG or WebP.
 */
const SIGNATURES: { ext: string; type: string; test: (b: Buffer) => boolean }[] = [
  {
    ext: 'png',
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: 'jpg', type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'webp',
    type: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

const TYPES: Record<string, string> = Object.fromEntries(SIGNATURES.map((s) => [s.ext, s.type]));

export function sniffImage(bytes: Buffer): { ext: string; type: string } | null {
  return SIGNATURES.find((s) => s.test(bytes)) ?? null;
}

/** DATA_DIR/uploads; without a data directory (tests, an in-memory database) a fresh temporary one. */
export function uploadsDirectory(dataDir: string | null): string {
  return dataDir ? join(dataDir, 'uploads') : mkdtempSync(join(tmpdir(), 'mliga-uploads-'));
}

/** Stores a checked image under a random name (yyyy/mm/32 hex); answers its public URL. */
export async function storeUpload(
  uploadsDir: string,
  bytes: Buffer,
  now: Date,
): Promise<{ url: string; content_type: string; size: number }> {
  const kind = sniffImage(bytes);
  if (!kind) throw ruleBroken(uploadMessages.badType, 'file');
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  await mkdir(join(uploadsDir, folder), { recursive: true });
  await writeFile(join(uploadsDir, folder, name), bytes, { flag: 'wx', mode: 0o644 });
  return { url: `/uploads/${folder}/${name}`, content_type: kind.type, size: bytes.length };
}

export const tooLarge = () =>
  new AppError(413, 'too_large', [{ message: uploadMessages.tooLarge, field: 'file' }]);

const FILE_PATH = /^(\d{4}\/\d{2}\/[a-f0-9]{32})\.(png|jpg|webp)$/;

/**
 * GET /uploads/… : the stored files, as plain downloads of a known image type. Names are random
 * and never rewritten, so they are cached for a year; nosniff and a sandboxing CSP mean a
 * browser never runs anything from here even if a file were not what it claims.
 */
export const uploadedFilesRoutes: FastifyPluginAsync<{ uploadsDir: string }> = async (
  app: FastifyInstance,
  { uploadsDir },
) => {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const match = FILE_PATH.exec(path);
    if (!match) throw notFound();
    const file = join(uploadsDir, path);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound();
    return reply
      .header('content-type', TYPES[match[2]!]!)
      .header('content-length', info.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('content-disposition', 'inline')
      .send(createReadStream(file));
  });
};
