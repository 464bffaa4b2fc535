import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './SelectField.tsx';

describe('select field', () => {
  it('is labelled, shows null as the empty option and hands back the option’s own value', () => {
    const onChange = vi.fn<(value: number | null) => void>();
    render(
      <SelectField
        label="Клуб"
        value={null}
        options={[
          { value: null, label: 'Все клубы' },
          { value: 4, label: 'Гранит' },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText('Клуб');
    expect(select).toHaveProperty('value', '');
    fireEvent.change(select, { target: { value: '4' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange.mock.calls).toEqual([[4], [null]]);
  });
});
