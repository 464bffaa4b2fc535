import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  reminderNotice,
  renderReminderMail,
  type FantasyMissing,
  type PredictorMissing,
  type ReminderMail,
  type RenderedMail,
} from '../src/mail/templates/index.ts';

/** Issue 24: the deadline reminders' email (HTML and text) and notification, as a reader sees them. */

const HOSTILE = '<b>&"';
const ESCAPED = '&lt;b&gt;&amp;&quot;';

const urls = {
  actionUrl: 'https://mliga.example/game/predictor/12/?from=mail&stage=12',
  unsubscribeUrl: 'https://mliga.example/unsubscribe/?token=abc.DEF-123&kind=predictor_reminder',
  settingsUrl: 'https://mliga.example/profile/notifications/',
};

function mail(missing: PredictorMissing | FantasyMissing, extra: Partial<ReminderMail> = {}): ReminderMail {
  return {
    login: 'vasya',
    stageName: 'Тур 12',
    // 16:00 UTC is 19:00 in Moscow.
    closesAt: new Date('2026-11-28T16:00:00Z'),
    missing,
    ...urls,
    ...extra,
  };
}

const predictor = (p: Partial<PredictorMissing>): PredictorMissing => ({
  game: 'predictor',
  matches: [],
  questions: [],
  x2Unused: false,
  ...p,
});

const fantasy = (p: Partial<FantasyMissing>): FantasyMissing => ({
  game: 'fantasy',
  noSquad: false,
  injured: [],
  doubtful: [],
  suspended: [],
  noMatch: [],
  captain: null,
  ...p,
});

const MATCHES = [
  'Спартак — Зенит',
  'ЦСКА — Локомотив',
  'Динамо — Ростов',
  'Краснодар — Рубин',
  'Ахмат — Оренбург',
];

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** What the HTML part shows: its text without the hidden inbox preview, tags or entities. */
function visibleText(html: string): string {
  const body = html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<div[^>]*data-skip-in-text="true"[^>]*>[\s\S]*?<\/div><\/div>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(p|li|h1|h2|tr|hr)\b/g, '\n<$1');
  return decode(body.replace(/<[^>]+>/g, ''))
    .replace(/[\u200b-\u200f\ufeff\u00a0]/g, ' ')
    .replace(/[ \t]+/g, ' ');
}

/** Every link of the HTML part: where it goes and the words it shows. */
function links(html: string): { href: string; text: string }[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => ({
    href: decode(href!),
    text: visibleText(inner!).replace(/\s+/g, ' ').trim(),
  }));
}

/** The same facts in both parts; the text part is plain text. */
function expectBothParts(r: RenderedMail, facts: string[]) {
  const seen = visibleText(r.html);
  for (const fact of facts) {
    expect(seen, `HTML part: ${fact}`).toContain(fact);
    expect(r.text, `text part: ${fact}`).toContain(fact);
  }
}

function expectFooterAndButton(r: RenderedMail, action: string) {
  const all = links(r.html);
  expect(all).toContainEqual({ href: urls.actionUrl, text: action });
  expect(all.filter((l) => l.text === action)).toHaveLength(1);
  expect(all).toContainEqual({ href: urls.settingsUrl, text: 'Настроить уведомления' });
  expect(all).toContainEqual({ href: urls.unsubscribeUrl, text: 'Отписаться от этих писем' });
  // The URLs come escaped in the attributes (& → &amp;) and written out in the text part.
  expect(r.html).toContain(`href="${urls.unsubscribeUrl.replace(/&/g, '&amp;')}"`);
  expect(r.text).toContain(`${action}: ${urls.actionUrl}`);
  expect(r.text).toContain(`Настроить уведомления: ${urls.settingsUrl}`);
  expect(r.text).toContain(`Отписаться от этих писем: ${urls.unsubscribeUrl}`);
}

const noTags = /<\/?[a-z!][^>]*>/i;

describe('predictor reminder email', () => {
  it.each([
    [1, '1 матч без прогноза'],
    [2, '2 матча без прогноза'],
    [5, '5 матчей без прогноза'],
  ])('%i missing match(es): «%s» in the subject and both parts, each match listed', async (n, words) => {
    const matches = MATCHES.slice(0, n);
    const r = await renderReminderMail(mail(predictor({ matches })));
    expect(r.subject).toBe(`Тур 12: ${words} — приём до 28 ноября, 19:00`);
    expectBothParts(r, [
      'Здравствуйте, vasya!',
      words,
      ...matches,
      'Приём прогнозов закроется',
      '28 ноября, 19:00 (МСК)',
    ]);
    expect(r.text).not.toMatch(noTags);
    for (const match of matches) expect(r.text).toContain(`• ${match}`);
    expectFooterAndButton(r, 'Сделать прогнозы');
  });

  it('names the questions and the unused X2 with why it matters', async () => {
    const questions = ['Сколько жёлтых карточек покажут в матче «Спартак — Зенит»?', 'Забьёт ли Соболев?'];
    const r = await renderReminderMail(
      mail(predictor({ matches: MATCHES.slice(0, 2), questions, x2Unused: true })),
    );
    expect(r.subject).toBe(
      'Тур 12: 2 матча без прогноза, 2 вопроса без ответа, X2 не использован — приём до 28 ноября, 19:00',
    );
    expectBothParts(r, [
      '2 вопроса без ответа',
      ...questions,
      'X2 ещё не использован',
      'X2 удваивает очки одного прогноза тура',
    ]);
    expect(r.text).not.toMatch(noTags);
  });

  it('one question and X2 alone: singular forms, no empty match list', async () => {
    const r = await renderReminderMail(mail(predictor({ questions: ['Кто забьёт первым?'] })));
    expect(r.subject).toBe('Тур 12: 1 вопрос без ответа — приём до 28 ноября, 19:00');
    expect(visibleText(r.html)).not.toContain('без прогноза');

    const x2 = await renderReminderMail(mail(predictor({ x2Unused: true })));
    expect(x2.subject).toBe('Тур 12: X2 не использован — приём до 28 ноября, 19:00');
    expectBothParts(x2, ['Тур 12: X2 ещё не использован', 'X2 удваивает очки']);
  });

  it('escapes the login, the matches and the questions in the HTML; the text part keeps them as typed', async () => {
    const r = await renderReminderMail(
      mail(predictor({ matches: [`${HOSTILE} — Зенит`], questions: [`Вопрос ${HOSTILE}?`] }), {
        login: `fan${HOSTILE}`,
        stageName: `Тур ${HOSTILE}`,
      }),
    );
    expect(r.html).toContain(`Здравствуйте, fan${ESCAPED}!`);
    expect(r.html).toContain(`${ESCAPED} — Зенит`);
    expect(r.html).toContain(`Вопрос ${ESCAPED}?`);
    expect(r.html).not.toContain(HOSTILE);
    expect(r.text).toContain(`Здравствуйте, fan${HOSTILE}!`);
    expect(r.text).toContain(`• ${HOSTILE} — Зенит`);
    expect(r.subject).toContain(`Тур ${HOSTILE}:`);
  });

  it('shows the closing time in Moscow time whatever the hour in UTC, and takes it as an ISO string too', async () => {
    const closesAt = new Date('2026-11-30T21:30:00Z');
    const r = await renderReminderMail(mail(predictor({ matches: MATCHES.slice(0, 1) }), { closesAt }));
    expect(r.subject).toBe('Тур 12: 1 матч без прогноза — приём до 1 декабря, 00:30');
    expectBothParts(r, ['1 декабря, 00:30 (МСК)']);

    // The payload may come back from the queue's JSON with the date as a string.
    const fromJson = JSON.parse(
      JSON.stringify(mail(predictor({ matches: MATCHES.slice(0, 1) }), { closesAt })),
    );
    expect((await renderReminderMail(fromJson as ReminderMail)).subject).toBe(r.subject);
  });

  it('is a whole HTML document in Russian with one button', async () => {
    const r = await renderReminderMail(mail(predictor({ matches: MATCHES })));
    expect(r.html).toMatch(/^<!DOCTYPE html/);
    expect(r.html).toContain('lang="ru"');
    expect(visibleText(r.html)).toContain('Медиалига');
    expect(r.html).toContain('max-width:520px');
  });
});

describe('fantasy reminder email', () => {
  const petrov = { name: 'Иван Петров', club: 'Спартак' };
  const sobolev = { name: 'Александр Соболев', club: 'Зенит' };
  const prutsev = { name: 'Данил Пруцев', club: 'Спартак' };
  const chalov = { name: 'Фёдор Чалов', club: 'ЦСКА' };
  const tyukavin = { name: 'Константин Тюкавин', club: 'Динамо' };

  it('no squad yet: asks to build the team', async () => {
    const r = await renderReminderMail(mail(fantasy({ noSquad: true })));
    expect(r.subject).toBe('Тур 12: команда ещё не собрана — приём составов до 28 ноября, 19:00');
    expectBothParts(r, [
      'Тур 12: соберите команду',
      'Команда ещё не собрана',
      'Без состава команда не наберёт очков в этом туре.',
      'Собрать команду можно до',
      '28 ноября, 19:00 (МСК)',
    ]);
    expectFooterAndButton(r, 'Собрать команду');
    expect(r.text).not.toMatch(noTags);
  });

  it.each([
    ['в составе 1 травмированный игрок', [sobolev]],
    ['в составе 2 травмированных игрока', [sobolev, petrov]],
    ['в составе 5 травмированных игроков', [sobolev, petrov, prutsev, chalov, tyukavin]],
  ])('injured starters only: «%s»', async (words, injured) => {
    const r = await renderReminderMail(mail(fantasy({ injured })));
    expect(r.subject).toBe(`Тур 12: ${words} — приём составов до 28 ноября, 19:00`);
    expectBothParts(
      r,
      injured.map((p) => `${p.name} (${p.club})`),
    );
  });

  it('injured, doubtful, suspended and clubless starters with their clubs, the captain first', async () => {
    const r = await renderReminderMail(
      mail(
        fantasy({
          injured: [sobolev, petrov],
          doubtful: [tyukavin],
          suspended: [prutsev],
          noMatch: [chalov, { name: 'Без Клуба', club: null }],
          captain: { ...petrov, reason: 'injured' },
        }),
      ),
    );
    expect(r.subject).toBe(
      'Тур 12: капитан травмирован, ещё 5 игроков основы могут не сыграть — приём составов до 28 ноября, 19:00',
    );
    const facts = [
      'Капитан: Иван Петров (Спартак) — травма',
      'Назначьте капитаном другого игрока',
      '2 травмированных игрока',
      'Александр Соболев (Зенит)',
      'Иван Петров (Спартак), капитан',
      '1 игрок под вопросом',
      'Константин Тюкавин (Динамо)',
      '1 дисквалифицированный игрок',
      'Данил Пруцев (Спартак)',
      '2 игрока без матча в туре',
      'Фёдор Чалов (ЦСКА)',
      'Без Клуба',
      'заменяется игроком запаса того же амплуа',
    ];
    expectBothParts(r, facts);
    for (const part of [visibleText(r.html), r.text]) {
      const captainAt = part.indexOf('Капитан: Иван Петров');
      for (const list of ['2 травмированных игрока', '1 игрок под вопросом', '2 игрока без матча в туре'])
        expect(captainAt).toBeLessThan(part.indexOf(list));
    }
    expect(r.text).not.toContain('Без Клуба (');
    expect(r.text).not.toMatch(noTags);
    expectFooterAndButton(r, 'Исправить состав');
  });

  type CaptainReason = NonNullable<FantasyMissing['captain']>['reason'];
  it.each<[CaptainReason, string, string, Partial<FantasyMissing>]>([
    ['doubtful', 'участие капитана под вопросом', 'под вопросом', { doubtful: [chalov] }],
    ['suspended', 'капитан дисквалифицирован', 'дисквалификация', { suspended: [chalov] }],
    ['no_match', 'у клуба капитана нет матча в туре', 'у клуба нет матча в туре', { noMatch: [chalov] }],
  ])('captain %s alone: «%s»', async (reason, subject, mark, list) => {
    const r = await renderReminderMail(mail(fantasy({ ...list, captain: { ...chalov, reason } })));
    expect(r.subject).toBe(`Тур 12: ${subject} — приём составов до 28 ноября, 19:00`);
    expectBothParts(r, [`Капитан: Фёдор Чалов (ЦСКА) — ${mark}`]);
  });

  it('several kinds of problems without the captain: one count of starters in the subject', async () => {
    const r = await renderReminderMail(
      mail(fantasy({ injured: [sobolev], suspended: [prutsev, petrov], noMatch: [chalov] })),
    );
    expect(r.subject).toBe('Тур 12: 4 игрока основы могут не сыграть — приём составов до 28 ноября, 19:00');
    expectBothParts(r, [
      '1 травмированный игрок',
      '2 дисквалифицированных игрока',
      '1 игрок без матча в туре',
    ]);
    expect(visibleText(r.html)).not.toContain('Капитан:');
  });

  it('escapes player and club names', async () => {
    const r = await renderReminderMail(
      mail(fantasy({ injured: [{ name: `Игрок ${HOSTILE}`, club: `Клуб ${HOSTILE}` }] })),
    );
    expect(r.html).toContain(`Игрок ${ESCAPED} (Клуб ${ESCAPED})`);
    expect(r.html).not.toContain(HOSTILE);
    expect(r.text).toContain(`• Игрок ${HOSTILE} (Клуб ${HOSTILE})`);
  });
});

describe('reminder notification', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => `Команда хозяев ${i + 1} — Команда гостей ${i + 1}`);

  it('20 missing matches: three named, «и ещё 17», at most 300 characters', () => {
    const n = reminderNotice(mail(predictor({ matches: twenty })));
    expect(n.title).toBe('Тур 12: не хватает прогнозов');
    expect(n.body.length).toBeLessThanOrEqual(300);
    expect(n.body).toContain('20 матчей без прогноза: ');
    for (const match of twenty.slice(0, 3)) expect(n.body).toContain(match);
    expect(n.body).not.toContain(twenty[3]);
    expect(n.body).toContain('и ещё 17');
    expect(n.body).toContain('Приём прогнозов закроется 28 ноября, 19:00 (МСК).');
  });

  it('stays one paragraph of at most 300 characters with long questions and X2 too', () => {
    const questions = Array.from(
      { length: 6 },
      (_, i) => `Вопрос ${i + 1}: сколько угловых подадут обе команды в матче, если пойдёт дождь и\nснег?`,
    );
    const n = reminderNotice(mail(predictor({ matches: twenty, questions, x2Unused: true })));
    expect(n.body.length).toBeLessThanOrEqual(300);
    expect(n.body).not.toContain('\n');
    expect(n.body).toContain('и ещё 17');
    expect(n.body).toContain('6 вопросов без ответа');
    expect(n.body).toContain('X2 ещё не использован.');
    expect(n.body).toMatch(/\(МСК\)\.$/);
  });

  it('fantasy: the captain first and once, each list’s names with clubs', () => {
    const n = reminderNotice(
      mail(
        fantasy({
          injured: [
            { name: 'Иван Петров', club: 'Спартак' },
            { name: 'Александр Соболев', club: 'Зенит' },
          ],
          noMatch: [{ name: 'Фёдор Чалов', club: 'ЦСКА' }],
          captain: { name: 'Иван Петров', club: 'Спартак', reason: 'injured' },
        }),
      ),
    );
    expect(n.title).toBe('Тур 12: проверьте состав');
    expect(n.body).toBe(
      'Капитан: Иван Петров (Спартак) — травма. Травма: Александр Соболев (Зенит). ' +
        'Клуб не играет в туре: Фёдор Чалов (ЦСКА). Приём составов закроется 28 ноября, 19:00 (МСК).',
    );
  });

  it('fantasy without a squad', () => {
    const n = reminderNotice(mail(fantasy({ noSquad: true })));
    expect(n.title).toBe('Тур 12: соберите команду');
    expect(n.body).toBe(
      'Команда ещё не собрана: без состава она не наберёт очков в этом туре. ' +
        'Собрать команду можно до 28 ноября, 19:00 (МСК).',
    );
  });

  it('never exceeds 300 characters or one line, whatever the names', () => {
    const name = fc.string({ minLength: 1, maxLength: 200 });
    const player = fc.record({ name, club: fc.option(name, { nil: null }) });
    const players = fc.array(player, { maxLength: 15 });
    const missing = fc.oneof(
      fc.record({
        game: fc.constant('predictor' as const),
        matches: fc.array(name, { maxLength: 30 }),
        questions: fc.array(name, { maxLength: 10 }),
        x2Unused: fc.boolean(),
      }),
      fc.record({
        game: fc.constant('fantasy' as const),
        noSquad: fc.boolean(),
        injured: players,
        doubtful: players,
        suspended: players,
        noMatch: players,
        captain: fc.option(
          fc.record({
            name,
            club: fc.option(name, { nil: null }),
            reason: fc.constantFrom(
              'injured' as const,
              'doubtful' as const,
              'suspended' as const,
              'no_match' as const,
            ),
          }),
          { nil: null },
        ),
      }),
    );
    fc.assert(
      fc.property(missing, (m) => {
        const n = reminderNotice(mail(m));
        expect(n.body.length).toBeLessThanOrEqual(300);
        expect(n.body).not.toMatch(/\n/);
        expect(n.body).toMatch(/\(МСК\)\.$/);
      }),
    );
  });
});
