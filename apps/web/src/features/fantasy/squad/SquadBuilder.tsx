import type { MySquad } from '@mliga/contract';
import { FIELD_POSITION_NAMES, FORMATIONS, isFormation, type FieldPosition } from '@mliga/domain';
import { lazy, Suspense, useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchUpdate } from '../../../app/use-search-update.ts';
import { SQUAD } from '#text/fantasy.ts';
import { Button } from '#ui/button/Button.tsx';
import { toast } from '#ui/toast/toast.ts';
import { useRandomSquad, useSaveSquad } from './api.ts';
import { LeaveGuard } from './LeaveGuard.tsx';
import { adviceText, saveBody, saveErrorLines } from './model.ts';
import { Pitch } from './Pitch.tsx';
import type { PitchModel } from './PlayerTile.tsx';
import { PlayerMarket } from './PlayerMarket.tsx';
import { SquadHeader } from './SquadHeader.tsx';
import styles from './squad.module.css';
import { useIsMobile } from './use-mobile.ts';
import { useSquadBuilder } from './use-squad-builder.ts';

type TabId = 'pitch' | 'market';

// The statistics popup loads when first opened: the builder's first load stays small.
const PlayerCard = lazy(async () => ({ default: (await import('./PlayerCard.tsx')).PlayerCard }));

/** The squad form of a signed-in user with a team: header, tools, pitch and market. */
export function SquadBuilder({
  leagueId,
  data,
  place,
}: {
  leagueId: number;
  data: MySquad;
  place: number | null;
}) {
  const stage = data.stage;
  const builder = useSquadBuilder(data, stage);
  // The tab is in the URL with the market's filters, so a reload returns to the same list.
  const [params] = useSearchParams();
  const updateSearch = useSearchUpdate();
  const tab: TabId = params.get('tab') === 'market' ? 'market' : 'pitch';
  const setTab = (id: TabId) =>
    updateSearch(
      (current) => {
        if (id === 'market') current.set('tab', id);
        else current.delete('tab');
        return current;
      },
      { replace: true },
    );
  const mobile = useIsMobile();
  // The market is focused (and so scrolled to) once it shows the position asked for; on a wide
  // screen it mounts with its tab, so the focus waits for it.
  const market = useRef<HTMLElement | null>(null);
  const focusPending = useRef(false);
  const marketRef = useCallback((node: HTMLElement | null) => {
    market.current = node;
    if (node && focusPending.current) {
      focusPending.current = false;
      node.focus();
      node.scrollIntoView?.({ block: 'start' });
    }
  }, []);
  /** An empty slot's "+" or the formation notice: the market with that position's players only. */
  const pickPosition = (position: FieldPosition) => {
    updateSearch(
      (current) => {
        for (const key of ['p', 'team', 'name', 'price_from', 'price_to']) current.delete(key);
        current.set('field_position', String(position));
        if (!mobile) current.set('tab', 'market');
        return current;
      },
      { replace: true },
    );
    const node = market.current;
    if (!node) {
      focusPending.current = true;
      return;
    }
    node.focus();
    node.scrollIntoView?.({ block: 'start' });
  };
  const pitchModel: PitchModel = builder.editable ? { ...builder, pickPosition } : builder;
  const random = useRandomSquad(stage.id);
  const save = useSaveSquad(stage.id);

  const onSave = () =>
    save.mutate(saveBody(builder.squad), {
      onSuccess: ({ message }) => {
        builder.markSaved();
        toast.success(message || SQUAD.saved);
      },
      onError: (error) => {
        const [first = '', ...rest] = saveErrorLines(error);
        toast.error(first, rest.length ? { description: rest.join('\n') } : undefined);
      },
    });

  const showPitch = mobile || tab === 'pitch';
  const showMarket = builder.editable && (mobile || tab === 'market');
  return (
    <>
      <LeaveGuard dirty={builder.dirty} />
      {builder.cardId !== null ? (
        <Suspense fallback={null}>
          <PlayerCard
            leagueId={leagueId}
            playerId={builder.cardId}
            stage={stage}
            onClose={() => builder.openCard(null)}
          />
        </Suspense>
      ) : null}
      <SquadHeader
        stage={stage}
        squad={builder.squad}
        previousPlayerIds={data.previous_player_ids}
        place={place}
        livePoints={data.live_points}
      />
      {builder.editable ? (
        <div className={styles.toolbar}>
          <label className={styles.filter}>
            <span>{SQUAD.formation}</span>
            <select
              value={builder.squad.formation}
              onChange={(e) => {
                if (isFormation(e.target.value)) builder.formation(e.target.value);
              }}
            >
              {FORMATIONS.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            disabled={random.isPending}
            onClick={() => random.mutate(builder.squad.formation, { onSuccess: builder.replace })}
          >
            {SQUAD.actions.random}
          </Button>
          <Button variant="accent" disabled={save.isPending} onClick={onSave}>
            {save.isPending ? SQUAD.actions.saving : SQUAD.actions.save}
          </Button>
        </div>
      ) : null}
      {builder.advice ? (
        <div className={styles.advice} role="status">
          <p>{adviceText(builder.squad.formation, builder.advice)}</p>
          {builder.advice.buy.length > 0 ? (
            <div className={styles.adviceActions}>
              {builder.advice.buy.map(({ position }) => (
                <Button key={position} variant="secondary" size="sm" onClick={() => pickPosition(position)}>
                  {SQUAD.advice.show(FIELD_POSITION_NAMES[position].shortName)}
                </Button>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
      {builder.swapFrom !== null ? <p className={styles.swapHint}>{SQUAD.actions.swapHint}</p> : null}
      {builder.editable && !mobile ? (
        <div className={styles.tabs} role="tablist" aria-label={SQUAD.tabsLabel}>
          {(['pitch', 'market'] as const).map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`fantasy-tab-${id}`}
              aria-selected={tab === id}
              aria-controls={`fantasy-panel-${id}`}
              className={styles.tab}
              onClick={() => setTab(id)}
            >
              {SQUAD.tabs[id]}
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.panels}>
        {showPitch ? (
          <div
            id="fantasy-panel-pitch"
            role="tabpanel"
            aria-labelledby="fantasy-tab-pitch"
            className={styles.builderPitch}
          >
            <Pitch builder={pitchModel} />
          </div>
        ) : null}
        {showMarket ? (
          <div id="fantasy-panel-market" role="tabpanel" aria-labelledby="fantasy-tab-market">
            <PlayerMarket ref={marketRef} leagueId={leagueId} builder={builder} />
          </div>
        ) : null}
      </div>
    </>
  );
}
