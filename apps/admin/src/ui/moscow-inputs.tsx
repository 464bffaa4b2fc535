import { FunctionField, TextInput, useRecordContext, type TextInputProps } from 'react-admin';
import { formatMoscow, fromMoscowInput, toMoscowInput } from '../time/moscow.ts';

/** A date and time typed in Moscow time whatever the computer's zone; travels as ISO UTC. */
export function MoscowDateTimeInput(props: Omit<TextInputProps, 'type' | 'format' | 'parse'>) {
  return (
    <TextInput
      type="datetime-local"
      format={toMoscowInput}
      parse={fromMoscowInput}
      helperText="Московское время"
      slotProps={{ inputLabel: { shrink: true } }}
      {...props}
    />
  );
}

/** dd.mm.yyyy HH:mm in Moscow time. */
export function MoscowDateField({
  source,
  label,
  sortable,
}: {
  source: string;
  label?: string;
  /** Datagrid reads it from the element: false where the API cannot sort by the column. */
  sortable?: boolean;
}) {
  return (
    <FunctionField
      source={source}
      label={label}
      sortable={sortable}
      render={(record: Record<string, unknown>) => (
        <span style={{ whiteSpace: 'nowrap' }}>{formatMoscow(record[source])}</span>
      )}
    />
  );
}

/** The same, for a value outside a list (a read-only line in a form). */
export function MoscowDateText({ source }: { source: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  return <>{record ? formatMoscow(record[source]) || '—' : '—'}</>;
}
