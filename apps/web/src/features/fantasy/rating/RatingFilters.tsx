import type { RatingMonth } from '@mliga/contract';
import { useId, useState } from 'react';
import { useDebouncedUrlFilter } from '#ui/form/use-debounced-url-filter.ts';
import { FANTASY_RATING as TEXT } from '#text/fantasy-rating.ts';
import { SelectField } from '#ui/form/SelectField.tsx';
import { MonthSelect } from '#ui/table/MonthSelect.tsx';
import type { PickerChamp } from './api.ts';
import { cleanName, NAME_MAX, type RatingState } from './rating-query.ts';
import styles from './rating.module.css';

interface RatingFiltersProps {
  state: RatingState;
  /** A filter change goes back to page 1; typing replaces the history entry instead of adding one. */
  onChange: (next: Pick<RatingState, 'name' | 'media'>, options?: { replace?: boolean }) => void;
  champs: readonly PickerChamp[];
  champId: number;
  onPickChamp: (champId: number) => void;
  /** The rating's months with scored tours (issue 23 §3 «Месяц»). */
  months: readonly RatingMonth[];
  onPickMonth: (month: string | null) => void;
}

/**
 * Spec 2 §2 "Rating": the search by team name, the league picker, the 'media' checkbox and
 * (issue 23 §3) the month. A month's table has no search or media filter (the API refuses them):
 * they stay in their places, disabled, with a word on why.
 */
export function RatingFilters({
  state,
  onChange,
  champs,
  champId,
  onPickChamp,
  months,
  onPickMonth,
}: RatingFiltersProps) {
  // The name goes to the URL once typing pauses; back/forward or a link put the URL's name in the box.
  const [draft, setDraft] = useDebouncedUrlFilter(
    state.name,
    (name) => onChange({ name, media: state.media }, { replace: true }),
    cleanName,
  );
  // The box answers the click at once; the URL (and the list) follow when the navigation commits.
  const [media, setMedia] = useState(state.media);
  const [shownMedia, setShownMedia] = useState(state.media);
  if (shownMedia !== state.media) {
    setShownMedia(state.media);
    setMedia(state.media);
  }
  const searchId = useId();
  const offId = useId();
  const byMonth = state.month !== null;
  const off = byMonth ? { disabled: true, 'aria-describedby': offId } : {};

  return (
    <div className={styles.filters}>
      <form
        role="search"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ name: cleanName(draft), media: state.media });
        }}
      >
        <label htmlFor={searchId} className="visually-hidden">
          {TEXT.search}
        </label>
        <input
          id={searchId}
          type="search"
          value={draft}
          maxLength={NAME_MAX}
          placeholder={TEXT.searchPlaceholder}
          onChange={(e) => setDraft(e.target.value)}
          enterKeyHint="search"
          {...off}
        />
        <button type="submit" className={styles.searchButton} disabled={byMonth}>
          {TEXT.searchSubmit}
        </button>
      </form>
      {champs.length > 1 ? (
        <SelectField
          className={styles.field}
          label={TEXT.league}
          value={champId}
          options={champs.map((champ) => ({ value: champ.id, label: champ.name }))}
          onChange={onPickChamp}
        />
      ) : null}
      {months.length > 0 || byMonth ? (
        <MonthSelect months={months} value={state.month} onChange={onPickMonth} text={TEXT.month} />
      ) : null}
      <label className={styles.check} data-disabled={byMonth || undefined}>
        <input
          type="checkbox"
          {...off}
          checked={media}
          onChange={(e) => {
            setMedia(e.target.checked);
            onChange({ name: state.name, media: e.target.checked });
          }}
        />
        <span>{TEXT.media}</span>
      </label>
      {byMonth ? (
        <p id={offId} className={styles.offNote}>
          {TEXT.month.filtersOff}
        </p>
      ) : null}
    </div>
  );
}
