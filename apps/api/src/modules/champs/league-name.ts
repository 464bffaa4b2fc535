import { LEAGUE_NAME_MAX, LEAGUE_NAME_MIN } from '@mliga/contract';
import { badRequest } from '../../http/errors.ts';
import { champMessages } from './champs.messages.ts';

/** Spaces at the ends go, inner runs of spaces become one. */
const normaliseLeagueName = (name: string) => name.trim().replace(/\s+/g, ' ');

const hasControlCharacters = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** The name a user league is stored under, or a 400 naming what is wrong with it. */
export function checkedLeagueName(rawName: string): string {
  if (hasControlCharacters(rawName)) throw badRequest(champMessages.nameCharacters, 'name');
  const name = normaliseLeagueName(rawName);
  const length = [...name].length;
  if (length < LEAGUE_NAME_MIN || length > LEAGUE_NAME_MAX)
    throw badRequest(champMessages.nameLength, 'name');
  return name;
}
