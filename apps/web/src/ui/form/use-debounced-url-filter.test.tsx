import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS } from '#config/site.ts';
import { useDebouncedUrlFilter } from './use-debounced-url-filter.ts';

const trim = (raw: string) => raw.trim();

/**
 * A search box over a value standing for the address; «Назад» plays back/forward. With `late`,
 * the address takes a commit only on «Применить», as the router's transition lands it a moment later.
 */
function Search({ commits, late = false }: { commits: string[]; late?: boolean }) {
  const [value, setValue] = useState('');
  const [asked, setAsked] = useState('');
  const [draft, setDraft] = useDebouncedUrlFilter(
    value,
    (next) => {
      commits.push(next);
      if (late) setAsked(next);
      else setValue(next);
    },
    trim,
  );
  return (
    <>
      <input aria-label="Имя" value={draft} onChange={(e) => setDraft(e.target.value)} />
      <button type="button" onClick={() => setValue('Пётр')}>
        Назад
      </button>
      <button type="button" onClick={() => setValue(asked)}>
        Применить
      </button>
    </>
  );
}

describe('a debounced filter kept in the address', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits the normalized text once typing pauses, not before', () => {
    const commits: string[] = [];
    render(<Search commits={commits} />);
    const box = screen.getByLabelText('Имя');
    fireEvent.change(box, { target: { value: 'Ив' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DELAY_MS - 1);
    });
    fireEvent.change(box, { target: { value: 'Иван ' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DELAY_MS - 1);
    });
    expect(commits).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(commits).toEqual(['Иван']);
    // The trailing space being typed stays in the box.
    expect(box).toHaveProperty('value', 'Иван ');
  });

  it('puts a value the address changed to into the box, with nothing to commit', () => {
    const commits: string[] = [];
    render(<Search commits={commits} />);
    fireEvent.change(screen.getByLabelText('Имя'), { target: { value: 'Ив' } });
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByLabelText('Имя')).toHaveProperty('value', 'Пётр');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DELAY_MS * 2);
    });
    expect(commits).toEqual([]);
  });

  it('keeps what is typed when the address lands an earlier commit after it', () => {
    const commits: string[] = [];
    render(<Search commits={commits} late />);
    const box = screen.getByLabelText('Имя');
    fireEvent.change(box, { target: { value: 'Абрамов' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DELAY_MS);
    });
    fireEvent.change(box, { target: { value: 'Жуков' } });
    fireEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(box).toHaveProperty('value', 'Жуков');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DELAY_MS);
    });
    expect(commits).toEqual(['Абрамов', 'Жуков']);
  });
});
