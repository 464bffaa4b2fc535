import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * MUI's styles are style elements made at run time; the server's Content-Security-Policy admits only
 * those carrying the nonce it put in the page's `<meta property="csp-nonce">` (apps/api/src/http/web.ts).
 * Without that meta (the Vite dev server) the styles go without a nonce, as before.
 */
export function createStyleCache(doc: Document = document): EmotionCache {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return createCache({ key: 'css', nonce: meta?.nonce || meta?.getAttribute('nonce') || undefined });
}
