import { describe, expect, it } from 'vitest';
import { toHttpError } from '../api/http.ts';
import { apiRefusal, localRefusal } from './result-refusal.ts';
import { emptyLine } from './stat-lines.ts';

const sent = [
  { ...emptyLine(11), minutes: 90 },
  { ...emptyLine(42), minutes: 200 },
];

describe('a refused result on the form', () => {
  it("puts an error on stats[i].column in that column's cell of the i-th line sent", () => {
    const error = toHttpError(422, {
      success: false,
      message: 'Проверьте статистику',
      errors: [
        { field: 'stats[1].minutes', message: '«minutes» — целое число от 0 до 130' },
        { field: 'home_score', message: 'Счёт — от 0 до 99' },
      ],
    });
    expect(apiRefusal(error, sent)).toEqual({
      cells: { '42.minutes': '«minutes» — целое число от 0 до 130' },
      messages: ['«minutes» — целое число от 0 до 130', 'Счёт — от 0 до 99'],
    });
  });

  it('leaves out an error on a line that was not sent, but still lists it', () => {
    const error = toHttpError(422, {
      success: false,
      errors: [{ field: 'stats[5].goals_scored', message: 'Игрок не из команд матча' }],
    });
    expect(apiRefusal(error, sent)).toEqual({ cells: {}, messages: ['Игрок не из команд матча'] });
  });

  it("lists the error's own message when the answer has no list", () => {
    expect(apiRefusal(new Error('Нет связи с сервером'), sent)).toEqual({
      cells: {},
      messages: ['Нет связи с сервером'],
    });
  });

  it("names the player of each problem the local check found, keeping the problems' cells", () => {
    const problems = { '42.minutes': '«Минуты» — целое число от 0 до 130' };
    expect(localRefusal(problems, new Map([[42, 'Петров Иван']]))).toEqual({
      cells: problems,
      messages: ['Петров Иван: «Минуты» — целое число от 0 до 130'],
    });
  });
});
