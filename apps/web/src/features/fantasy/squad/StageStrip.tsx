import type { FantasyStage } from '@mliga/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { BREAKPOINTS } from '../../../config/breakpoints.ts';
import { SQUAD } from '../../../text/fantasy.ts';
import { squadPath } from './paths.ts';
import styles from './squad.module.css';

function subtitle(stage: FantasyStage): string {
  if (stage.status !== 'past') return SQUAD.stages.from(stage.start_date);
  return stage.user_points === null ? SQUAD.stages.finished : SQUAD.stages.points(stage.user_points);
}

/** Spec 2 §9: the stage slider, 3 stages per view, 5 from 1312 px. */
export function StageStrip({
  stages,
  leagueId,
  selectedId,
}: {
  stages: FantasyStage[];
  leagueId: number;
  selectedId: number;
}) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const selected = Math.max(
    0,
    stages.findIndex((s) => s.id === selectedId),
  );
  const sync = (s: SwiperInstance) => setEdges({ start: s.isBeginning, end: s.isEnd });
  return (
    <nav className={styles.strip} aria-label={SQUAD.stages.label}>
      <button
        type="button"
        className={styles.arrow}
        aria-label={SQUAD.stages.prev}
        disabled={edges.start}
        onClick={() => swiper?.slidePrev()}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <Swiper
        className={styles.swiper}
        modules={[A11y]}
        a11y={{ enabled: true, slideRole: 'listitem', containerRole: 'list', slideLabelMessage: '' }}
        slidesPerView={3}
        spaceBetween={10}
        breakpoints={{ [BREAKPOINTS.wide]: { slidesPerView: 5 } }}
        initialSlide={Math.max(0, selected - 1)}
        onSwiper={(s) => {
          setSwiper(s);
          sync(s);
        }}
        onProgress={sync}
        onResize={sync}
      >
        {stages.map((stage) => (
          <SwiperSlide key={stage.id} className={styles.stageSlide}>
            <Link
              to={squadPath(leagueId, stage.id)}
              className={styles.stageCard}
              data-status={stage.status}
              aria-current={stage.id === selectedId ? 'page' : undefined}
            >
              <span className={styles.stageName}>
                {stage.name}
                {stage.status === 'current' ? (
                  <span className={styles.live} title={SQUAD.stages.current}>
                    <span className="visually-hidden">, {SQUAD.stages.current}</span>
                  </span>
                ) : null}
              </span>
              <span className={styles.stageSub}>{subtitle(stage)}</span>
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        className={styles.arrow}
        aria-label={SQUAD.stages.next}
        disabled={edges.end}
        onClick={() => swiper?.slideNext()}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
