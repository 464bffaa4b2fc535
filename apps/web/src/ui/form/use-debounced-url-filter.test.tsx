import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS } from '#config/site.ts';
import { useDebouncedUrlFilter } from './use-debounced-url-filter.ts';

const trim = (raw: string) => raw.trim();

/** A search box over a value standing for the address; the button plays back/forward. */
function Search({ commits }: { commits: string[] }) {
  const [value, setValue] = useState('');
  const [draft, setDraft] = useDebouncedUrlFilter(
    value,
    (next) => {
      commits.push(next);
      setValue(next);
    },
    trim,
  );
  return (
    <>
      <input aria-label="Имя" value={draft} onChange={(e) => setDraft(e.target.value)} />
      <button type="button" onClick={() => setValue('Пётр')}>
        Назад
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
});
