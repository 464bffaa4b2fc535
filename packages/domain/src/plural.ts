/** Russian plural forms: one (1, 21, 101), few (2–4, 22–24), many (0, 5–20, 25…, 11–14, 111–114). */
export type PluralForms = readonly [one: string, few: string, many: string];

/** The word alone: `pluralForm(5, ['очко', 'очка', 'очков'])` → 'очков'. */
export function pluralForm(n: number, forms: PluralForms): string {
  const abs = Math.abs(Math.trunc(n));
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

/** The count with its word: "5 очков", "21 очко", "3 очка". `pluralForm` gives the word alone. */
export function plural(n: number, forms: PluralForms): string {
  return `${n} ${pluralForm(n, forms)}`;
}
