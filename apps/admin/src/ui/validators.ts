import { VALIDATION } from '../text/screens.ts';

/** An optional web address: http(s) only, as the API and the database require. */
export const webUrl = (value: unknown) =>
  value === null || value === undefined || value === '' || /^https?:\/\/[^\s]+$/.test(String(value))
    ? undefined
    : VALIDATION.url;

/** Fantasy prices move in steps of 0.5 coins. */
export const priceStep = (value: unknown) => {
  if (value === null || value === undefined || value === '') return undefined;
  const price = Number(value);
  if (!(price > 0)) return VALIDATION.pricePositive;
  return Number.isInteger(price * 2) ? undefined : VALIDATION.priceStep;
};

/** A fantasy league's budget, like prices, moves in steps of 0.5 coins. */
export const budgetStep = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value) * 2)
    ? undefined
    : VALIDATION.budgetStep;

export const slug = (value: unknown) =>
  value && !/^[a-z0-9][a-z0-9-]{0,63}$/.test(String(value)) ? VALIDATION.slug : undefined;

export const dateRequired = (value: unknown) => (value ? undefined : VALIDATION.date);
