import type { PredictionItem, StagePredictions, X2Status } from '@mliga/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { SessionUser } from '#api/session.ts';
import { STAGE } from '#text/predictor.ts';
import { Button } from '#ui/button/Button.tsx';
import { openModal } from '#ui/modal/modal-store.ts';
import { stagePredictionsQuery } from '../api/get-stage-predictions.ts';
import { useSavePredictions } from '../api/save-predictions.ts';
import {
  chooseX2,
  draftFromItems,
  effectiveX2Status,
  isOpen,
  itemDraft,
  randomDraft,
  sameDraft,
  toPayload,
  updateItem,
  x2StatusAfterSave,
  x2UsedOnClosedItem,
  type Draft,
  type ItemDraft,
} from './draft.ts';
import { MatchItem, matchName } from './MatchItem.tsx';
import { QuestionItem } from './QuestionItem.tsx';
import { X2StatusPanel, X2Toggle, type X2Display } from './X2Control.tsx';
import styles from './stage.module.css';

interface PredictionsFormProps {
  leagueId: number;
  stageId: number;
  items: PredictionItem[];
  x2Status: X2Status;
  /** null for a visitor: the items are shown, nothing can be changed. */
  user: SessionUser | null;
  /** The stage is scored: an item without points then has none to wait for. */
  scored: boolean;
  onOpenPartner: () => void;
  /** Said after the closed stage's note (the link to the user's leagues' predictions). */
  closedNoteExtra?: ReactNode;
}

/** A closed item without points: waiting for the scoring, or (scored) no prediction, no points. */
function pointsNote(scored: boolean, signedIn: boolean): string {
  if (!scored) return STAGE.closed.pointsPending;
  return signedIn ? STAGE.closed.noPoints : STAGE.closed.noPointsVisitor;
}

/**
 * The make-prediction area (spec 1 §2, §4, §5): the items with their controls, the X2
 * rules, random prediction and the save bar. The draft lives here from the first answer
 * on; later refetches of the stage do not overwrite what the user is typing.
 */
export function PredictionsForm({
  leagueId,
  stageId,
  items,
  x2Status,
  user,
  scored,
  onOpenPartner,
  closedNoteExtra,
}: PredictionsFormProps) {
  const client = useQueryClient();
  const save = useSavePredictions();
  const [baseline, setBaseline] = useState<Draft>(() => draftFromItems(items));
  const [draft, setDraft] = useState<Draft>(baseline);

  const signedIn = user !== null;
  const missingPoints = pointsNote(scored, signedIn);
  const linked = Boolean(user?.winline);
  const status = signedIn ? effectiveX2Status(x2Status, linked) : 'not_available';
  const hasOpen = items.some(isOpen);
  // A scored stage keeps answering 'waiting' for an X2 whose bet never came: it was not counted.
  const scoredX2 = items.find((item) => !isOpen(item) && item.prediction.result?.is_x2)?.prediction.result;
  const shownStatus: X2Display =
    status === 'waiting' && scoredX2?.points && !scoredX2.is_x2_confirmed ? 'not_counted' : status;
  const showX2 = signedIn && !x2UsedOnClosedItem(items);
  const disabled = !signedIn || save.isPending;
  const dirty = !sameDraft(draft, baseline);

  const change = (eventId: number) => (patch: Partial<ItemDraft>) =>
    setDraft((current) => updateItem(current, eventId, patch));

  const toggleX2 = (eventId: number) => {
    const next = chooseX2(draft, eventId, linked);
    if (next.openPartnerLink) onOpenPartner();
    else setDraft(next.draft);
  };

  const x2For = (item: PredictionItem, name: string) =>
    showX2 ? (
      <X2Toggle
        itemName={name}
        on={itemDraft(draft, item.event.id).isX2}
        linked={linked}
        disabled={save.isPending}
        onToggle={() => toggleX2(item.event.id)}
        onLink={onOpenPartner}
      />
    ) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || !user) return;
    const sent = draft;
    save.mutate(
      { leagueId, stageId, predictions: toPayload(items, sent) },
      {
        onSuccess: () => {
          client.setQueryData(
            stagePredictionsQuery(leagueId, stageId, user.id).queryKey,
            (old: StagePredictions | undefined) =>
              old && { ...old, x2_status: x2StatusAfterSave(old.x2_status, sent, linked) },
          );
          setBaseline(sent);
          openModal({ tone: 'success', title: STAGE.savedTitle, lines: [STAGE.savedText] });
        },
      },
    );
  };

  const matches = items.filter((item) => item.event.match);
  const questions = items.filter((item) => !item.event.match && item.event.question);

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={save.isPending} noValidate>
      {signedIn ? <X2StatusPanel status={shownStatus} onLink={onOpenPartner} /> : null}
      {hasOpen ? null : (
        <p className={styles.closedNote}>
          {STAGE.closedNote}
          {closedNoteExtra}
        </p>
      )}

      {matches.length > 0 ? (
        <div className={styles.matchGrid}>
          {matches.map((item) => {
            const match = item.event.match!;
            return (
              <MatchItem
                key={item.event.id}
                item={item}
                match={match}
                draft={itemDraft(draft, item.event.id)}
                onChange={change(item.event.id)}
                x2={x2For(item, matchName(match))}
                x2Status={status}
                disabled={disabled}
                missingPoints={missingPoints}
              />
            );
          })}
        </div>
      ) : null}

      {questions.length > 0 ? (
        <div className={styles.questionGrid}>
          {questions.map((item) => {
            const question = item.event.question!;
            return (
              <QuestionItem
                key={item.event.id}
                item={item}
                question={question}
                draft={itemDraft(draft, item.event.id)}
                onChange={change(item.event.id)}
                x2={x2For(item, question.name)}
                x2Status={status}
                disabled={disabled}
                missingPoints={missingPoints}
              />
            );
          })}
        </div>
      ) : null}

      {signedIn && hasOpen ? (
        <div className={styles.saveBar}>
          <Button
            variant="secondary"
            disabled={save.isPending}
            onClick={() => setDraft((current) => randomDraft(items, current))}
          >
            {STAGE.random}
          </Button>
          <span className={styles.saveNote} aria-live="polite">
            {dirty ? STAGE.unsaved : ''}
          </span>
          <Button type="submit" size="lg" disabled={save.isPending}>
            {save.isPending ? STAGE.saving : STAGE.save}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
