import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  renderResultsMail,
  resultsNotice,
  type RenderedMail,
  type ResultsMail,
} from '../src/mail/templates/index.ts';

/** Issue 24 §1: the tour results' email (HTML and text) and notification, as a reader sees them. */

/** The no-break space Russian numbers part their thousands with: «3 456». */
const NB = '\u00a0';

const urls = {
  debriefUrl: 'https://mliga.example/game/predictor/stages/12/debrief/?from=mail&stage=12',
  unsubscribeUrl: 'https://mliga.example/unsubscribe/?token=12.results.AbC-123&kind=results',
  settingsUrl: 'https://mliga.example/profile/notifications/',
};

function mail(extra: Partial<ResultsMail> = {}): ResultsMail {
  return {
    login: 'vasya',
    game: 'predictor',
    stageName: 'Тур 12',
    points: 57,
    place: 12,
    prevPlace: 17,
    ratedCount: 3456,
    average: 41.5,
    best: 88,
    winners: [{ name: 'Иван' }],
    winnersCount: 1,
    youWon: false,
    ...urls,
    ...extra,
  };
}

const names = (...list: string[]) => list.map((name) => ({ name }));

const ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  quot: '"',
  amp: '&',
  nbsp: NB,
  '#x27': "'",
  '#39': "'",
};

/** The words of a piece of HTML: a line break per paragraph, entities read (a no-break space stays one). */
const words = (html: string) =>
  html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?(?:p|h1|h2|li|tr|hr)\b[^>]*>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/[\u200b-\u200f\ufeff]/g, '')
    .replace(/[ \t]+/g, ' ');

/**
 * What the HTML part shows: the body without the hidden inbox preview (react-email pads a short one
 * with an inner div of blanks).
 */
const shown = (html: string) =>
  words(
    html
      .slice(html.indexOf('<body'))
      .replace(/<div[^>]*data-skip-in-text="true"[^>]*>[^<]*(?:<div>[^<]*<\/div>)?<\/div>/, ''),
  );

/** The HTML part's links: their target and their words. */
const anchors = (html: string) =>
  Array.from(html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g), (a) => ({
    href: a[1]!.replace(/&amp;/g, '&'),
    text: words(a[2]!).trim(),
  }));

/** Each fact is seen in the HTML part and in the plain-text part alike. */
function expectInBoth(r: RenderedMail, facts: string[]) {
  const html = shown(r.html);
  for (const fact of facts) {
    expect(html, `HTML part: ${fact}`).toContain(fact);
    expect(r.text, `text part: ${fact}`).toContain(fact);
  }
}

function expectNowhere(r: RenderedMail, words: string) {
  expect(shown(r.html)).not.toContain(words);
  expect(r.text).not.toContain(words);
  expect(r.subject).not.toContain(words);
}

const anyTag = /<\/?[a-z!][^>]*>/i;

describe('tour results email: points, place and the tour', () => {
  it.each([
    [1, '1 очко'],
    [2, '2 очка'],
    [5, '5 очков'],
    [11, '11 очков'],
    [21, '21 очко'],
    [22, '22 очка'],
    [25, '25 очков'],
  ])('%i points: «%s» wherever a noun follows the number', async (n, words) => {
    const r = await renderResultsMail(mail({ points: n, average: n, best: n }));
    expect(r.subject).toBe(`Прогнозы · Тур 12: итоги — ${words}, 12-е место (▲\u00a05)`);
    expectInBoth(r, [
      `Ваши очки: ${n}`,
      `Средний результат тура: ${words}, лучший: ${n}`,
      `Победитель тура: Иван — ${words}`,
    ]);
  });

  it.each([
    [41.5, '41,5 очка'],
    [1.5, '1,5 очка'],
    [41.25, '41,3 очка'],
    [41.96, '42 очка'],
    [21.04, '21 очко'],
  ])('an average of %d reads «%s» (one decimal, a comma)', async (average, words) => {
    const r = await renderResultsMail(mail({ average }));
    expectInBoth(r, [`Средний результат тура: ${words}, лучший: 88`]);
  });

  it('the average or the best alone when the other is unknown; neither: no line', async () => {
    expectInBoth(await renderResultsMail(mail({ average: null })), ['Лучший результат тура: 88 очков']);
    expectInBoth(await renderResultsMail(mail({ best: null })), ['Средний результат тура: 41,5 очка']);
    const none = await renderResultsMail(mail({ average: null, best: null }));
    expectNowhere(none, 'результат тура');
  });

  it.each([
    ['up', 17, '▲\u00a05', '12-е место (▲\u00a05)'],
    ['down', 9, '▼\u00a03', '12-е место (▼\u00a03)'],
    ['no change', 12, 'без изменений', '12-е место'],
    ['first tour', null, 'первый тур в рейтинге', '12-е место'],
  ] as const)('movement %s: «(%s)» by the place', async (_, prevPlace, movement, subjectPlace) => {
    const r = await renderResultsMail(mail({ prevPlace }));
    expect(r.subject).toBe(`Прогнозы · Тур 12: итоги — 57 очков, ${subjectPlace}`);
    expectInBoth(r, [`Место в общем рейтинге прогнозистов: 12 из 3${NB}456 (${movement})`]);
    expect(resultsNotice(mail({ prevPlace })).body).toContain(
      `Место в общем рейтинге прогнозистов: 12 из 3${NB}456 (${movement}).`,
    );
  });

  it('not rated: no place line anywhere', async () => {
    const r = await renderResultsMail(mail({ place: null, prevPlace: 5 }));
    expect(r.subject).toBe('Прогнозы · Тур 12: итоги — 57 очков');
    expectInBoth(r, ['Ваши очки: 57']);
    expectNowhere(r, 'Место');
    expectNowhere(r, 'место');
    expect(resultsNotice(mail({ place: null })).body).not.toContain('Место');
  });

  it('writes numbers the Russian way: no-break spaces between thousands, a decimal comma', async () => {
    const r = await renderResultsMail(
      mail({
        points: 1234,
        place: 1234560,
        prevPlace: 1234567,
        ratedCount: 1234567,
        average: 1041.5,
        best: 2345,
      }),
    );
    expect(r.subject).toBe(`Прогнозы · Тур 12: итоги — 1${NB}234 очка, 1${NB}234${NB}560-е место (▲\u00a07)`);
    expectInBoth(r, [
      `Ваши очки: 1${NB}234`,
      `1${NB}234${NB}560 из 1${NB}234${NB}567 (▲\u00a07)`,
      `Средний результат тура: 1${NB}041,5 очка, лучший: 2${NB}345`,
      `Иван — 2${NB}345 очков`,
    ]);
    const down = await renderResultsMail(mail({ place: 1234567, prevPlace: 1, ratedCount: 1234567 }));
    expectInBoth(down, [`1${NB}234${NB}567 из 1${NB}234${NB}567 (▼\u00a01${NB}234${NB}566)`]);
  });

  it('fantasy: the general rating of fantasy, the winners are teams in «»', async () => {
    const r = await renderResultsMail(
      mail({ game: 'fantasy', winners: names('Спартачок', 'Зенитушка'), winnersCount: 2 }),
    );
    expectInBoth(r, [
      `Место в общем рейтинге фэнтези: 12 из 3${NB}456 (▲\u00a05)`,
      'Победители тура: «Спартачок» и «Зенитушка» — по 88 очков',
    ]);
    expectNowhere(r, 'прогнозист');
  });
});

describe('tour results email: the winners', () => {
  it('one winner, by name with his points', async () => {
    const r = await renderResultsMail(mail());
    expect(r.subject).toBe('Прогнозы · Тур 12: итоги — 57 очков, 12-е место (▲\u00a05)');
    expectInBoth(r, ['Прогнозы · Тур 12: итоги', 'Победитель тура: Иван — 88 очков']);
    expectNowhere(r, 'Поздравляем');
  });

  it('three tied: all named, «по 88 очков»', async () => {
    const r = await renderResultsMail(mail({ winners: names('Аня', 'Боря', 'Вика'), winnersCount: 3 }));
    expectInBoth(r, ['Победители тура: Аня, Боря и Вика — по 88 очков']);
    expectNowhere(r, 'и ещё');
  });

  it('five tied: three named, «и ещё 2»', async () => {
    const r = await renderResultsMail(mail({ winners: names('Аня', 'Боря', 'Вика'), winnersCount: 5 }));
    expectInBoth(r, ['Победители тура: Аня, Боря, Вика и ещё 2 — по 88 очков']);
    expect(resultsNotice(mail({ winners: names('Аня', 'Боря', 'Вика'), winnersCount: 5 })).body).toContain(
      'Победители тура: Аня, Боря, Вика и ещё 2 — по 88 очков.',
    );
  });

  it('the best unknown: the names without points', async () => {
    const r = await renderResultsMail(mail({ best: null }));
    expectInBoth(r, ['Победитель тура: Иван\n']);
  });

  it('nobody scored: no winners line', async () => {
    const r = await renderResultsMail(mail({ winners: [], winnersCount: 0 }));
    expectNowhere(r, 'Победител');
    expect(resultsNotice(mail({ winners: [], winnersCount: 0 })).body).not.toContain('Победител');
  });

  it('the reader won alone: the heading and a congratulation instead of the winners', async () => {
    const won = mail({ youWon: true, points: 88, place: 1, prevPlace: 4, winners: names('vasya') });
    const r = await renderResultsMail(won);
    expect(r.subject).toBe('Прогнозы · Тур 12: вы победили! 88 очков, 1-е место (▲\u00a03)');
    expectInBoth(r, [
      'Прогнозы · Тур 12: вы победили!',
      'Поздравляем: у вас лучший результат тура!',
      'Ваши очки: 88',
    ]);
    expectNowhere(r, 'Победител');
    expect(resultsNotice(won)).toEqual({
      title: 'Прогнозы · Тур 12: вы победили!',
      body:
        `Ваши очки: 88. Место в общем рейтинге прогнозистов: 1 из 3${NB}456 (▲\u00a03). ` +
        'Поздравляем: у вас лучший результат тура!',
    });
  });

  it('the reader tied with two others: «вы среди победителей», with how many others', async () => {
    const r = await renderResultsMail(
      mail({ youWon: true, points: 88, winners: names('Аня', 'vasya', 'Вика'), winnersCount: 3 }),
    );
    expect(r.subject).toBe('Прогнозы · Тур 12: вы среди победителей! 88 очков, 12-е место (▲\u00a05)');
    expectInBoth(r, [
      'Прогнозы · Тур 12: вы среди победителей!',
      'Поздравляем: у вас лучший результат тура — вместе с ещё 2 участниками!',
    ]);
    expectNowhere(r, 'Аня');

    const fantasy = await renderResultsMail(
      mail({ game: 'fantasy', youWon: true, winners: names('Мы', 'Они'), winnersCount: 2 }),
    );
    expectInBoth(fantasy, ['Поздравляем: у вашей команды лучший результат тура — вместе с ещё 1 командой!']);
  });
});

describe('tour results email: links, escaping, the parts', () => {
  it('one button to the debrief, the settings and unsubscribe links, and the footer’s reason', async () => {
    const r = await renderResultsMail(mail());
    const links = anchors(r.html);
    expect(links).toContainEqual({ href: urls.debriefUrl, text: 'Итоги тура' });
    expect(links.filter((l) => l.text === 'Итоги тура')).toHaveLength(1);
    expect(links).toContainEqual({ href: urls.settingsUrl, text: 'Настроить уведомления' });
    expect(links).toContainEqual({ href: urls.unsubscribeUrl, text: 'Отписаться от этих писем' });
    expect(r.html).toContain(`href="${urls.debriefUrl.replace(/&/g, '&amp;')}"`);
    expect(r.html).toContain(`href="${urls.unsubscribeUrl.replace(/&/g, '&amp;')}"`);
    expectInBoth(r, ['Вы получаете это письмо, потому что у вас включены итоги туров.']);
    expect(r.text).toContain(`Итоги тура: ${urls.debriefUrl}`);
    expect(r.text).toContain(`Настроить уведомления: ${urls.settingsUrl}`);
    expect(r.text).toContain(`Отписаться от этих писем: ${urls.unsubscribeUrl}`);
  });

  it('the text part tells the same story in the same order, without tags', async () => {
    const r = await renderResultsMail(mail({ winners: names('Аня', 'Боря', 'Вика'), winnersCount: 5 }));
    const facts = [
      'Здравствуйте, vasya!',
      'Прогнозы · Тур 12: итоги',
      'Ваши очки: 57',
      `Место в общем рейтинге прогнозистов: 12 из 3${NB}456 (▲\u00a05)`,
      'Средний результат тура: 41,5 очка, лучший: 88',
      'Победители тура: Аня, Боря, Вика и ещё 2 — по 88 очков',
      'Итоги тура',
    ];
    expectInBoth(r, facts);
    for (const part of [shown(r.html), r.text]) {
      const at = facts.map((fact) => part.indexOf(fact));
      expect(at).toEqual([...at].sort((a, b) => a - b));
    }
    expect(r.text).not.toMatch(anyTag);
  });

  it('escapes the login, the stage and the winners’ names in the HTML; the text part keeps them as typed', async () => {
    const script = '<script>alert(1)</script>';
    const r = await renderResultsMail(
      mail({
        login: `fan${script}`,
        stageName: 'Тур <b>12</b>',
        game: 'fantasy',
        winners: names(`Команда ${script}`, 'A&B "C"'),
        winnersCount: 2,
      }),
    );
    expect(r.html).not.toContain('<script');
    expect(r.html).not.toContain('<b>12');
    expect(r.html).toContain('fan&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(r.html).toContain('A&amp;B &quot;C&quot;');
    expectInBoth(r, [
      `Здравствуйте, fan${script}!`,
      `«Команда ${script}» и «A&B "C"»`,
      'Фэнтези · Тур <b>12</b>: итоги',
    ]);
    expect(r.subject).toBe('Фэнтези · Тур <b>12</b>: итоги — 57 очков, 12-е место (▲\u00a05)');
  });

  it('puts a name from the database on one line', async () => {
    const r = await renderResultsMail(mail({ stageName: 'Тур\n12', winners: names('Иван\n  Петров') }));
    expect(r.subject).toBe('Прогнозы · Тур 12: итоги — 57 очков, 12-е место (▲\u00a05)');
    expectInBoth(r, ['Победитель тура: Иван Петров — 88 очков']);
  });

  it('is a whole HTML document in Russian, the site’s card, the facts in the inbox preview', async () => {
    const r = await renderResultsMail(mail());
    expect(r.html).toMatch(/^<!DOCTYPE html/);
    expect(r.html).toContain('lang="ru"');
    expect(r.html).toContain('max-width:520px');
    expect(shown(r.html)).toContain('Медиалига');
    const preview = /data-skip-in-text="true"[^>]*>([^<]*)/.exec(r.html)?.[1];
    expect(preview).toBe(
      `Место в общем рейтинге прогнозистов: 12 из 3${NB}456 (▲\u00a05). Победитель тура: Иван — 88 очков. ` +
        'Средний результат тура: 41,5 очка, лучший: 88.',
    );
  });
});

describe('tour results notification', () => {
  it('predictor: the heading as the title; points, place and the winner in one paragraph', () => {
    expect(resultsNotice(mail())).toEqual({
      title: 'Прогнозы · Тур 12: итоги',
      body: `Ваши очки: 57. Место в общем рейтинге прогнозистов: 12 из 3${NB}456 (▲\u00a05). Победитель тура: Иван — 88 очков.`,
    });
  });

  it('fantasy: the teams in «», three named and «и ещё 2»', () => {
    const n = resultsNotice(
      mail({
        game: 'fantasy',
        prevPlace: 9,
        winners: names('Спартачок', 'Зенитушка', 'Локо'),
        winnersCount: 5,
      }),
    );
    expect(n).toEqual({
      title: 'Фэнтези · Тур 12: итоги',
      body:
        `Ваши очки: 57. Место в общем рейтинге фэнтези: 12 из 3${NB}456 (▼\u00a03). ` +
        'Победители тура: «Спартачок», «Зенитушка», «Локо» и ещё 2 — по 88 очков.',
    });
  });

  it('200-character team names are cut with «…» to keep the body within 300 characters', () => {
    const long = ['Ж', 'Щ', 'Ы'].map((letter) => letter.repeat(200));
    const n = resultsNotice(
      mail({
        game: 'fantasy',
        points: 1234567,
        place: 1234567,
        prevPlace: 1,
        ratedCount: 1234567,
        best: 1234567,
        winners: names(...long),
        winnersCount: 1234567,
      }),
    );
    expect(n.body.length).toBeLessThanOrEqual(300);
    expect(n.body).toContain(`Ваши очки: 1${NB}234${NB}567.`);
    expect(n.body).toContain(`(▼\u00a01${NB}234${NB}566)`);
    for (const letter of ['Ж', 'Щ', 'Ы']) expect(n.body).toMatch(new RegExp(`«${letter}+…»`));
    expect(n.body).toMatch(new RegExp(`и ещё 1${NB}234${NB}564 — по 1${NB}234${NB}567 очков\\.$`));
  });

  it('never exceeds 300 characters or one line, whatever the names and numbers', () => {
    const name = fc.string({ minLength: 1, maxLength: 200 });
    const count = fc.integer({ min: 0, max: 10_000_000 });
    const input = fc.record({
      login: name,
      game: fc.constantFrom('predictor' as const, 'fantasy' as const),
      stageName: name,
      points: fc.oneof(count, fc.integer({ min: -1000, max: 0 })),
      place: fc.option(count, { nil: null }),
      prevPlace: fc.option(count, { nil: null }),
      ratedCount: count,
      average: fc.option(fc.double({ min: -1000, max: 1e7, noNaN: true }), { nil: null }),
      best: fc.option(count, { nil: null }),
      winners: fc.array(fc.record({ name }), { maxLength: 3 }),
      winnersCount: count,
      youWon: fc.boolean(),
    });
    fc.assert(
      fc.property(input, (facts) => {
        const n = resultsNotice(mail(facts));
        expect(n.body.length).toBeLessThanOrEqual(300);
        expect(n.body).not.toMatch(/\n/);
      }),
    );
  });
});
