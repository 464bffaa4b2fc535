import { PREDICTOR } from '#text/games.ts';
import { PRIZES } from '#text/predictor.ts';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { ScreenHeading } from '#ui/layout/ScreenHeading.tsx';
import styles from './info.module.css';

function Prize({ image }: { image: { src: string; alt: string } }) {
  return (
    <figure className={styles.prize}>
      <img src={image.src} alt={image.alt} width={1200} height={675} loading="lazy" decoding="async" />
    </figure>
  );
}

/** Spec 1 §2 "Prizes page": images only — the tour's and the tournament's, for both ratings. */
export function PredictorPrizesPage() {
  const { images } = PRIZES;
  return (
    <>
      <PageTitle parts={[PREDICTOR.prizesTitle, PREDICTOR.title]} />
      <ScreenHeading title={PREDICTOR.prizesTitle} />
      <p className={styles.lead}>{PRIZES.lead}</p>
      <section className={styles.prizeSection} aria-labelledby="prizes-tour">
        <h3 id="prizes-tour" className={styles.sectionTitle}>
          {PRIZES.tourTitle}
        </h3>
        <div className={styles.prizeGrid}>
          <Prize image={images.tourMain} />
          <Prize image={images.tourPartner} />
        </div>
      </section>
      <section className={styles.prizeSection} aria-labelledby="prizes-season">
        <h3 id="prizes-season" className={styles.sectionTitle}>
          {PRIZES.seasonTitle}
        </h3>
        <div className={styles.prizeGrid}>
          <Prize image={images.seasonMain} />
          <Prize image={images.seasonPartner} />
        </div>
      </section>
      <p className={styles.note}>{PRIZES.note}</p>
    </>
  );
}
