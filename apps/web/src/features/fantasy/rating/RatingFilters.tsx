import { useEffect, useId, useRef, useState } from 'react';
import { FANTASY_RATING as TEXT } from '../../../text/fantasy-rating.ts';
import type { PickerChamp } from './api.ts';
import { cleanName, NAME_MAX, type RatingState } from './rating-query.ts';
import styles from './rating.module.css';

const SEARCH_DELAY_MS = 400;

interface RatingFiltersProps {
  state: RatingState;
  /** A filter change goes back to page 1; typing replaces the history entry instead of adding one. */
  onChange: (next: Pick<RatingState, 'name' | 'media'>, options?: { replace?: boolean }) => void;
  champs: readonly PickerChamp[];
  champId: number;
  onPickChamp: (champId: number) => void;
}

/** Spec 2 §2 "Rating": the search by team name, the league picker and the 'media' checkbox. */
export function RatingFilters({ state, onChange, champs, champId, onPickChamp }: RatingFiltersProps) {
  const [draft, setDraft] = useState(state.name);
  const [shownName, setShownName] = useState(state.name);
  // Back/forward or a link changed the name: the field follows the URL.
  if (shownName !== state.name) {
    setShownName(state.name);
    if (cleanName(draft) !== state.name) setDraft(state.name);
  }
  // The box answers the click at once; the URL (and the list) follow when the navigation commits.
  const [media, setMedia] = useState(state.media);
  const [shownMedia, setShownMedia] = useState(state.media);
  if (shownMedia !== state.media) {
    setShownMedia(state.media);
    setMedia(state.media);
  }
  const ids = { search: useId(), league: useId() };
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const name = cleanName(draft);
    if (name === state.name) return;
    const timer = setTimeout(
      () => onChangeRef.current({ name, media: state.media }, { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [draft, state.name, state.media]);

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
        <label htmlFor={ids.search} className="visually-hidden">
          {TEXT.search}
        </label>
        <input
          id={ids.search}
          type="search"
          value={draft}
          maxLength={NAME_MAX}
          placeholder={TEXT.searchPlaceholder}
          onChange={(e) => setDraft(e.target.value)}
          enterKeyHint="search"
        />
        <button type="submit" className={styles.searchButton}>
          {TEXT.searchSubmit}
        </button>
      </form>
      {champs.length > 1 ? (
        <label className={styles.field} htmlFor={ids.league}>
          <span>{TEXT.league}</span>
          <select id={ids.league} value={champId} onChange={(e) => onPickChamp(Number(e.target.value))}>
            {champs.map((champ) => (
              <option key={champ.id} value={champ.id}>
                {champ.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={media}
          onChange={(e) => {
            setMedia(e.target.checked);
            onChange({ name: state.name, media: e.target.checked });
          }}
        />
        <span>{TEXT.media}</span>
      </label>
    </div>
  );
}
