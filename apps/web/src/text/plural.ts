/** The three Russian plural forms: one (1, 21, 101), few (2–4, 22–24), many (0, 5–20, 25–30, 11–14). */
export type PluralForms = readonly [one: string, few: string, many: string];

export function pluralForm(n: number, forms: PluralForms): string {
  const abs = Math.abs(Math.trunc(n));
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

/** `plural(5, ['очко','очка','очков'])` → 'очков'. Use `withCount` for '5 очков'. */
export function plural(n: number, forms: PluralForms): string {
  return pluralForm(n, forms);
}

export function withCount(n: number, forms: PluralForms): string {
  return `${n} ${pluralForm(n, forms)}`;
}

export const WORDS = {
  point: ['очко', 'очка', 'очков'],
  player: ['игрок', 'игрока', 'игроков'],
  tour: ['тур', 'тура', 'туров'],
  participant: ['участник', 'участника', 'участников'],
  substitution: ['замена', 'замены', 'замен'],
  team: ['команда', 'команды', 'команд'],
  minute: ['минуту', 'минуты', 'минут'],
  hour: ['час', 'часа', 'часов'],
} as const satisfies Record<string, PluralForms>;
