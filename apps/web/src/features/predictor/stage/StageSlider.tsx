import type { Stage } from '@mliga/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { BREAKPOINTS } from '../../../config/breakpoints.ts';
import { STAGE } from '../../../text/predictor.ts';
import { WORDS, withCount } from '../../../text/plural.ts';
import { stagePath } from '../paths.ts';
import styles from './StageSlider.module.css';

/** Spec 1 §2: gap 20 px from width 1380, otherwise 10 px. */
export const SLIDER_GAP = { narrow: 10, wide: 20 } as const;

/** 'с {start_date}' for a stage to come or under way; for a past one the user's points, or 'Завершён'. */
export function stageSubtitle(stage: Stage): string {
  if (stage.status !== 'past') return STAGE.slider.from(stage.start_date);
  return stage.user_points === null ? STAGE.slider.finished : withCount(stage.user_points, WORDS.point);
}

/** Where the slider starts: one stage before the shown one, so that the shown one is not at the edge. */
const startIndex = (index: number) => Math.max(0, index - 1);

interface StageSliderProps {
  stages: Stage[];
  leagueId: number;
  selectedId: number;
}

/** The stages of the league as a horizontal slider (Swiper), scrolled to the stage on screen. */
export function StageSlider({ stages, leagueId, selectedId }: StageSliderProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const selectedIndex = Math.max(
    0,
    stages.findIndex((s) => s.id === selectedId),
  );

  // A stage reached another way (history, a link) is brought into view; a click on a visible one is left alone.
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    const slide = swiper.slides[selectedIndex];
    if (slide && !slide.classList.contains('swiper-slide-fully-visible'))
      swiper.slideTo(startIndex(selectedIndex));
  }, [swiper, selectedIndex]);

  const syncEdges = (s: SwiperInstance) => setEdges({ start: s.isBeginning, end: s.isEnd });

  return (
    <nav className={styles.slider} aria-label={STAGE.slider.label}>
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        aria-label={STAGE.slider.prev}
        disabled={edges.start}
        onClick={() => swiper?.slidePrev()}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <Swiper
        className={styles.swiper}
        modules={[A11y]}
        a11y={{ enabled: true, slideRole: 'listitem', containerRole: 'list', slideLabelMessage: '' }}
        slidesPerView="auto"
        spaceBetween={SLIDER_GAP.narrow}
        breakpoints={{ [BREAKPOINTS.wider]: { spaceBetween: SLIDER_GAP.wide } }}
        initialSlide={startIndex(selectedIndex)}
        watchSlidesProgress
        onSwiper={(s) => {
          setSwiper(s);
          syncEdges(s);
        }}
        onProgress={syncEdges}
        onResize={syncEdges}
      >
        {stages.map((stage) => {
          const selected = stage.id === selectedId;
          return (
            <SwiperSlide key={stage.id} className={styles.slide}>
              <Link
                to={stagePath(leagueId, stage.id)}
                className={styles.card}
                data-status={stage.status}
                aria-current={selected ? 'page' : undefined}
              >
                <span className={styles.name}>
                  {stage.name}
                  {stage.status === 'current' ? (
                    <span className={styles.live} title={STAGE.slider.current}>
                      <span className="visually-hidden">, {STAGE.slider.current}</span>
                    </span>
                  ) : null}
                </span>
                <span className={styles.sub}>{stageSubtitle(stage)}</span>
              </Link>
            </SwiperSlide>
          );
        })}
      </Swiper>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-label={STAGE.slider.next}
        disabled={edges.end}
        onClick={() => swiper?.slideNext()}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
