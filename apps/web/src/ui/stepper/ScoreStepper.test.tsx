import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ScoreStepper } from './ScoreStepper.tsx';
import { SCORE_MAX, stepDown, stepUp } from './stepper-rules.ts';

describe('score stepper rules (spec 1 §5)', () => {
  it('minus: an unset score becomes 0, never below 0', () => {
    expect(stepDown(null)).toBe(0);
    expect(stepDown(0)).toBe(0);
    expect(stepDown(3)).toBe(2);
  });

  it('plus: an empty value becomes 0, never above 20', () => {
    expect(stepUp(null)).toBe(0);
    expect(stepUp(0)).toBe(1);
    expect(stepUp(19)).toBe(20);
    expect(stepUp(20)).toBe(20);
    expect(SCORE_MAX).toBe(20);
  });
});

function Harness({ initial }: { initial: number | null }) {
  const [value, setValue] = useState(initial);
  return (
    <ScoreStepper
      value={value}
      onChange={setValue}
      label="Голы «Кит»"
      decreaseLabel="Меньше"
      increaseLabel="Больше"
      emptyText="–"
      unsetText="не указан"
    />
  );
}

const value = () => screen.getByRole('spinbutton', { name: 'Голы «Кит»' });
const minus = () => fireEvent.click(screen.getByRole('button', { name: 'Меньше' }));
const plus = () => fireEvent.click(screen.getByRole('button', { name: 'Больше' }));

describe('ScoreStepper', () => {
  it('shows an unset score as a dash; the first minus sets 0 and further ones stay at 0', () => {
    render(<Harness initial={null} />);
    expect(value().textContent).toBe('–');
    expect(value().getAttribute('aria-valuetext')).toBe('не указан');
    minus();
    expect(value().textContent).toBe('0');
    minus();
    expect(value().getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByRole('button', { name: 'Меньше' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('the first plus on an empty score sets 0, then counts up to 20 and stops', () => {
    render(<Harness initial={null} />);
    plus();
    expect(value().textContent).toBe('0');
    plus();
    expect(value().textContent).toBe('1');
    for (let i = 0; i < 30; i++) plus();
    expect(value().textContent).toBe('20');
    expect(screen.getByRole('button', { name: 'Больше' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('answers the arrow keys, Home and End within 0–20', () => {
    render(<Harness initial={5} />);
    fireEvent.keyDown(value(), { key: 'ArrowUp' });
    expect(value().textContent).toBe('6');
    fireEvent.keyDown(value(), { key: 'End' });
    expect(value().textContent).toBe('20');
    fireEvent.keyDown(value(), { key: 'ArrowUp' });
    expect(value().textContent).toBe('20');
    fireEvent.keyDown(value(), { key: 'Home' });
    fireEvent.keyDown(value(), { key: 'ArrowDown' });
    expect(value().textContent).toBe('0');
  });
});
