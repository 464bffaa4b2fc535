import type { SocialNetwork } from '#config/site.ts';

const PATHS: Record<SocialNetwork, string> = {
  // Simplified glyphs drawn for the 24×24 box.
  vk: 'M3 7h3.2c.4 3.1 1.9 5.4 3.3 5.9V7h3v3.6c1.4-.2 2.8-1.9 3.4-3.6h3c-.5 2.3-2.2 4.1-3.4 4.9 1.2.6 3.2 2.2 4 5.1h-3.3c-.7-2-2.2-3.5-3.7-3.7V17h-.4C6.3 17 3.3 13.6 3 7Z',
  telegram:
    'M21.4 4.2 2.9 11.3c-1 .4-1 1.5 0 1.8l4.7 1.5 1.8 5.6c.3.8 1.2 1 1.8.4l2.6-2.4 4.8 3.6c.9.6 2 .1 2.2-1l3-14.8c.3-1.3-.9-2.3-2.4-1.8ZM9.8 14.1l8.4-6.2-6.9 7.5-.3 3.1-1.2-4.4Z',
  youtube:
    'M22 8.2c-.2-1.6-1-2.8-2.6-3C16.9 5 12 5 12 5s-4.9 0-7.4.2C3 5.4 2.2 6.6 2 8.2 1.8 9.6 1.8 12 1.8 12s0 2.4.2 3.8c.2 1.6 1 2.8 2.6 3 2.5.2 7.4.2 7.4.2s4.9 0 7.4-.2c1.6-.2 2.4-1.4 2.6-3 .2-1.4.2-3.8.2-3.8s0-2.4-.2-3.8ZM10 15.2V8.8l5.4 3.2-5.4 3.2Z',
  rutube:
    'M4 5h10.2C17 5 19 6.8 19 9.5c0 2-1.2 3.6-3 4.2L19.6 19h-4l-3.1-5H7.6v5H4V5Zm3.6 3.2v2.7h6.2c.9 0 1.5-.6 1.5-1.4 0-.8-.6-1.3-1.5-1.3H7.6Z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fill="currentColor" />
    </svg>
  );
}
