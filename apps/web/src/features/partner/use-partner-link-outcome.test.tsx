import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_PREDICTOR_LEAGUE, renderApp } from '../../test/render-app.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockRejectedValue(new TypeError('no network in tests'));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('partner link outcome (?partner_link=)', () => {
  it('shows the outcome as a toast and removes the parameter from the address', async () => {
    const { router } = renderApp('/game/predictor/?partner_link=taken', {
      predictorActiveLeague: NO_PREDICTOR_LEAGUE,
    });
    expect(await screen.findByText('Этот аккаунт партнёра уже привязан к другому участнику')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/game/predictor/');
  });

  it('says so when the link succeeded', async () => {
    renderApp('/game/predictor/?partner_link=ok', { predictorActiveLeague: NO_PREDICTOR_LEAGUE });
    expect(await screen.findByText('Аккаунт партнёра привязан')).toBeTruthy();
  });
});
