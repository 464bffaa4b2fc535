import type { PredictionItem, PredictorQuestion, X2Status } from '@mliga/contract';
import { useId, type ReactNode } from 'react';
import { STAGE } from '#text/predictor.ts';
import { plural } from '@mliga/domain';
import { WORDS } from '#text/plural.ts';
import { parseNumericAnswer, type ItemDraft } from './draft.ts';
import { PointsBadge, QuestionCrowd } from './ResultParts.tsx';
import { X2Result } from './X2Control.tsx';
import styles from './stage.module.css';

interface QuestionItemProps {
  item: PredictionItem;
  question: PredictorQuestion;
  draft: ItemDraft;
  onChange: (patch: Partial<ItemDraft>) => void;
  x2: ReactNode;
  x2Status: X2Status;
  disabled: boolean;
  /** What a closed item without points says instead (pointsNote). */
  missingPoints: string;
}

function answerText(question: PredictorQuestion, item: PredictionItem): string {
  const result = item.prediction.result;
  if (!result) return STAGE.closed.noPrediction;
  if (question.variants) {
    return question.variants.find((v) => v.id === result.variant_id)?.name ?? STAGE.closed.noPrediction;
  }
  return result.variant_value === null ? STAGE.closed.noPrediction : String(result.variant_value);
}

/** A question of the stage: variants two per row, or a numeric answer; read-only with the right answer once closed. */
export function QuestionItem({
  item,
  question,
  draft,
  onChange,
  x2,
  x2Status,
  disabled,
  missingPoints,
}: QuestionItemProps) {
  const titleId = useId();
  const closed = item.prediction.is_closed;
  const result = item.prediction.result;
  const variants = question.variants;

  return (
    <article className={styles.item} data-closed={closed || undefined} aria-labelledby={titleId}>
      <div className={styles.itemHead}>
        <span className={styles.questionPoints}>
          {STAGE.question.points(plural(question.points, WORDS.point))}
        </span>
        {closed ? result ? <X2Result result={result} status={x2Status} /> : null : x2}
      </div>
      <div className={styles.questionHead}>
        {question.image ? (
          <img className={styles.questionImage} src={question.image} alt="" loading="lazy" />
        ) : null}
        <h3 id={titleId} className={styles.questionName}>
          {question.name}
        </h3>
      </div>

      {closed ? (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{STAGE.question.correct}</dt>
              <dd>{question.correct_variant?.name ?? STAGE.question.noCorrect}</dd>
            </div>
            <div>
              <dt>{STAGE.closed.yourPrediction}</dt>
              <dd>{answerText(question, item)}</dd>
            </div>
            <div>
              <dt>{STAGE.closed.points}</dt>
              <dd>
                <PointsBadge result={result} missing={missingPoints} />
              </dd>
            </div>
          </dl>
          <QuestionCrowd question={question} result={result} />
        </>
      ) : variants ? (
        <fieldset className={styles.variants} disabled={disabled}>
          <legend className="visually-hidden">{question.name}</legend>
          {variants.map((variant) => (
            <label key={variant.id} className={styles.variant}>
              <input
                type="radio"
                name={`question-${question.id}`}
                value={variant.id}
                checked={draft.variantId === variant.id}
                onChange={() => onChange({ variantId: variant.id })}
              />
              <span className={styles.variantBody}>
                {variant.image ? (
                  <img className={styles.variantImage} src={variant.image} alt="" loading="lazy" />
                ) : null}
                <span className={styles.variantName}>{variant.name}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <div className={styles.numeric}>
          <input
            className={styles.numericInput}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder={STAGE.question.numericPlaceholder}
            value={draft.variantValue ?? ''}
            disabled={disabled}
            aria-labelledby={titleId}
            onChange={(event) => onChange({ variantValue: parseNumericAnswer(event.target.value) })}
          />
        </div>
      )}
    </article>
  );
}
