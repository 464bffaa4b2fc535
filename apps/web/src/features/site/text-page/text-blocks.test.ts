import { describe, expect, it } from 'vitest';
import { parseTextBlocks } from './text-blocks.ts';

describe('parseTextBlocks', () => {
  it('reads headings, paragraphs and lists', () => {
    const body = [
      'Вступление в две',
      'строки.',
      '',
      '## Кто мы',
      'Лига.',
      '',
      'Запрещено:',
      '- первое;',
      '- второе.',
      'После списка.',
    ].join('\r\n');
    expect(parseTextBlocks(body)).toEqual([
      { kind: 'paragraph', text: 'Вступление в две строки.' },
      { kind: 'heading', text: 'Кто мы' },
      { kind: 'paragraph', text: 'Лига.' },
      { kind: 'paragraph', text: 'Запрещено:' },
      { kind: 'list', items: ['первое;', 'второе.'] },
      { kind: 'paragraph', text: 'После списка.' },
    ]);
  });

  it('keeps markup as plain text', () => {
    expect(parseTextBlocks('<script>alert(1)</script>\n\n## <b>Жирный</b>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
      { kind: 'heading', text: '<b>Жирный</b>' },
    ]);
  });

  it('answers nothing for an empty body', () => {
    expect(parseTextBlocks('  \n\n ')).toEqual([]);
  });
});
