import { describe, expect, it } from 'vitest';
import { afterSignInPath, allowedReturnUrl, withReturnUrl } from './account-paths.ts';

describe('returnUrl after sign-in (spec 1 §2)', () => {
  const cases: Array<[string | null | undefined, string]> = [
    // Allowed: the two game homes exactly, and invite paths.
    ['/game/fantasy/', '/game/fantasy/'],
    ['/game/predictor/', '/game/predictor/'],
    ['/invite/abcDEF123_-x/', '/invite/abcDEF123_-x/'],
    ['/invite/', '/invite/'],
    ['/game/fantasy/invite/Zq8_k-3LmN0pQrSt/', '/game/fantasy/invite/Zq8_k-3LmN0pQrSt/'],
    // Issue 24: the notification centre and its settings.
    ['/notifications/', '/notifications/'],
    ['/notifications/settings/', '/notifications/settings/'],
    // Missing: the profile.
    [null, '/game/predictor/users/profile/'],
    [undefined, '/game/predictor/users/profile/'],
    ['', '/game/predictor/users/profile/'],
    // Other sites, in every disguise.
    ['https://evil.example/', '/game/predictor/users/profile/'],
    ['http://evil.example/invite/x/', '/game/predictor/users/profile/'],
    ['//evil.example/', '/game/predictor/users/profile/'],
    ['//evil.example/invite/', '/game/predictor/users/profile/'],
    ['/\\evil.example/', '/game/predictor/users/profile/'],
    ['javascript:alert(1)', '/game/predictor/users/profile/'],
    ['/invite//evil.example/', '/game/predictor/users/profile/'],
    ['/invite/../..//evil.example', '/game/predictor/users/profile/'],
    ['/invite/%2F%2Fevil.example', '/game/predictor/users/profile/'],
    ['/invite/x\\..\\evil', '/game/predictor/users/profile/'],
    ['/invite/x y', '/game/predictor/users/profile/'],
    // Our own pages that the rule does not list.
    ['/game/fantasy', '/game/predictor/users/profile/'],
    ['/game/predictor', '/game/predictor/users/profile/'],
    ['/game/fantasy/?x=1', '/game/predictor/users/profile/'],
    ['/game/fantasy/rating/', '/game/predictor/users/profile/'],
    ['/game/predictor/5/rating/3/', '/game/predictor/users/profile/'],
    ['/game/predictor/users/profile/', '/game/predictor/users/profile/'],
    ['/notifications', '/game/predictor/users/profile/'],
    ['/notifications/?before=3', '/game/predictor/users/profile/'],
    ['/', '/game/predictor/users/profile/'],
    ['/invitex/', '/game/predictor/users/profile/'],
    ['invite/abc/', '/game/predictor/users/profile/'],
    [' /game/fantasy/', '/game/predictor/users/profile/'],
  ];

  it.each(cases)('%j → %s', (raw, expected) => {
    expect(afterSignInPath('predictor', raw)).toBe(expected);
  });

  it("falls back to the open game's profile", () => {
    expect(afterSignInPath('fantasy', 'https://evil.example/')).toBe('/game/fantasy/users/profile/');
    expect(afterSignInPath('fantasy', null)).toBe('/game/fantasy/users/profile/');
    expect(afterSignInPath('fantasy', '/game/predictor/')).toBe('/game/predictor/');
  });

  it('carries only an allowed returnUrl on to the other account screens', () => {
    expect(withReturnUrl('/game/fantasy/users/registration/', '/game/fantasy/')).toBe(
      '/game/fantasy/users/registration/?returnUrl=%2Fgame%2Ffantasy%2F',
    );
    expect(withReturnUrl('/game/fantasy/users/registration/', 'https://evil.example/')).toBe(
      '/game/fantasy/users/registration/',
    );
    expect(allowedReturnUrl('https://evil.example/')).toBeNull();
  });
});
