import type { UnsubscribeInfo } from '@mliga/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, refused } from '../../test/api-responses.ts';
import { recordedFetch, signInFan } from '../../test/recorded-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

/** Issue 24 §2: an email's one-click unsubscribe link, signed out or in. */

const net = recordedFetch();
const SLOW = { timeout: 10_000 };
const TOKEN = '12.results.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const QUERY = `?token=${encodeURIComponent(TOKEN)}`;
const INFO: UnsubscribeInfo = {
  kind: 'results',
  kind_name: 'Итоги туров',
  email: 'f***@example.test',
  subscribed: true,
};
const INVALID = 'Ссылка для отписки недействительна или устарела';

function serve(info: UnsubscribeInfo | 'invalid' = INFO) {
  net.answer((call) => {
    if (call.url.startsWith('/v1/unsubscribe/?token=')) {
      if (info === 'invalid') return refused(400, INVALID);
      return call.method === 'POST'
        ? ok({ ...info, subscribed: false }, 'Вы отписались от этих писем')
        : ok(info);
    }
    if (call.url === '/v1/notifications/unread/') return ok({ unread: 0 });
    throw new TypeError(`no network in tests: ${call.method} ${call.url}`);
  });
}

const unsubscribeCalls = () => net.calls.filter((c) => c.url.startsWith('/v1/unsubscribe/'));

describe('the unsubscribe page', { timeout: 20_000 }, () => {
  it('asks first, then unsubscribes with the token and leads a visitor home', async () => {
    serve();
    renderApp(`/unsubscribe/${QUERY}`);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Отписаться от писем «Итоги туров» на f***@example.test?' },
        SLOW,
      ),
    ).toBeTruthy();
    // Opening the link changes nothing: a mail scanner that follows it unsubscribes nobody.
    expect(unsubscribeCalls().map((c) => c.method)).toEqual(['GET']);
    expect(unsubscribeCalls()[0]!.url).toBe(`/v1/unsubscribe/${QUERY}`);

    fireEvent.click(screen.getByRole('button', { name: 'Отписаться' }));
    expect(
      await screen.findByRole('heading', { name: 'Вы отписались от писем «Итоги туров»' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByText(/больше не будут приходить на f\*\*\*@example\.test/)).toBeTruthy();
    const post = unsubscribeCalls().find((c) => c.method === 'POST')!;
    expect(post.url).toBe(`/v1/unsubscribe/${QUERY}`);
    expect(post.auth).toBeNull();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Настройки уведомлений' })).toBeNull();
  });

  it('leads a signed-in user to the settings afterwards', async () => {
    signInFan();
    serve();
    renderApp(`/unsubscribe/${QUERY}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Отписаться' }, SLOW));
    await screen.findByRole('heading', { name: 'Вы отписались от писем «Итоги туров»' }, SLOW);
    expect(screen.getByRole('link', { name: 'Настройки уведомлений' }).getAttribute('href')).toBe(
      '/notifications/settings/',
    );
  });

  it('shows the API’s words for an invalid token, without a popup and without a button', async () => {
    serve('invalid');
    renderApp(`/unsubscribe/${QUERY}`);
    expect(await screen.findByRole('heading', { name: 'Ссылка не сработала' }, SLOW)).toBeTruthy();
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отписаться' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the letters were already unsubscribed', async () => {
    serve({ ...INFO, subscribed: false });
    renderApp(`/unsubscribe/${QUERY}`);
    expect(
      await screen.findByRole('heading', { name: 'Письма «Итоги туров» уже не приходят' }, SLOW),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отписаться' })).toBeNull();
  });

  it('needs the token: without one it asks nothing', async () => {
    serve();
    renderApp('/unsubscribe/');
    expect(await screen.findByRole('heading', { name: 'Ссылка не сработала' }, SLOW)).toBeTruthy();
    expect(screen.getByText('В ссылке нет кода отписки. Откройте ссылку из письма ещё раз.')).toBeTruthy();
    await waitFor(() => expect(unsubscribeCalls()).toEqual([]));
  });
});
