import { Link } from 'react-router';
import { useActiveLeague } from '#api/active-league.ts';
import { CURRENT_CHAMP_ID, SHOP_URL } from '#config/site.ts';
import { COMMON } from '#text/common.ts';
import { FANTASY, PREDICTOR } from '#text/games.ts';
import { NAV, BRAND } from '#text/shell.ts';
import { HOME, SITE_PAGES } from '#text/site.ts';
import { ButtonLink } from '#ui/button/Button.tsx';
import { Icon, type IconName } from '#ui/icons/Icon.tsx';
import { Container } from '#ui/layout/Container.tsx';
import { PageTitle } from '#ui/layout/PageTitle.tsx';
import { TourCard } from '#ui/tour/TourCard.tsx';
import styles from './HomePage.module.css';
import { LiveNow } from './match/LiveNow.tsx';

const SECTIONS: ReadonlyArray<{ to: string; icon: IconName; title: string; lead: string }> = [
  {
    to: `/champs/${CURRENT_CHAMP_ID}/`,
    icon: 'calendar',
    title: SITE_PAGES.season,
    lead: SITE_PAGES.seasonLead,
  },
  { to: '/teams/', icon: 'stadium', title: SITE_PAGES.teams, lead: SITE_PAGES.teamsLead },
  { to: '/players/', icon: 'users', title: SITE_PAGES.players, lead: SITE_PAGES.playersLead },
  { to: '/tickets/', icon: 'ticket', title: SITE_PAGES.tickets, lead: SITE_PAGES.ticketsLead },
  { to: '/videos/', icon: 'video', title: SITE_PAGES.videos, lead: SITE_PAGES.videosLead },
  { to: '/champs/history/', icon: 'history', title: SITE_PAGES.history, lead: SITE_PAGES.historyLead },
];

/** The league's landing page: hero, the tour now, both games, and the sections of the site. */
export function HomePage() {
  const { data } = useActiveLeague();
  const stage = data?.stage ?? null;
  return (
    <>
      <PageTitle parts={[BRAND.tagline]} />
      <section className={styles.hero} aria-labelledby="home-title">
        <Container className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{BRAND.tagline}</p>
            <h1 id="home-title" className={styles.title}>
              {HOME.heroTitle}
            </h1>
            <p className={styles.lead}>{HOME.heroLead}</p>
            <div className={styles.heroActions}>
              <ButtonLink to="/game/predictor/" variant="accent" size="lg">
                {HOME.toPredictor}
              </ButtonLink>
              <ButtonLink to="/game/fantasy/" variant="on-dark" size="lg">
                {HOME.toFantasy}
              </ButtonLink>
            </div>
          </div>
          {stage ? (
            <div className={styles.heroTour}>
              <TourCard
                stage={stage}
                eyebrow="status"
                headingLevel={2}
                actions={
                  <ButtonLink to={`/champs/${CURRENT_CHAMP_ID}/`} variant="on-dark" size="sm">
                    {HOME.toSeason}
                  </ButtonLink>
                }
              />
            </div>
          ) : null}
        </Container>
      </section>

      <LiveNow />

      <Container as="section" className={styles.section} aria-labelledby="games-title">
        <h2 id="games-title" className={styles.sectionTitle}>
          {HOME.gamesTitle}
        </h2>
        <div className={styles.games}>
          <GameCard
            to="/game/predictor/"
            icon="target"
            title={PREDICTOR.title}
            text={HOME.predictorCard}
            tone="navy"
          />
          <GameCard
            to="/game/fantasy/"
            icon="shirt"
            title={FANTASY.title}
            text={HOME.fantasyCard}
            tone="pitch"
          />
        </div>
      </Container>

      <Container as="section" className={styles.section} aria-labelledby="sections-title">
        <h2 id="sections-title" className={styles.sectionTitle}>
          {HOME.sectionsTitle}
        </h2>
        <ul className={styles.tiles}>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <Link to={section.to} className={styles.tile}>
                <span className={styles.tileIcon}>
                  <Icon name={section.icon} />
                </span>
                <span className={styles.tileTitle}>{section.title}</span>
                <span className={styles.tileLead}>{section.lead}</span>
              </Link>
            </li>
          ))}
          <li>
            <a href={SHOP_URL} target="_blank" rel="noopener noreferrer" className={styles.tile}>
              <span className={styles.tileIcon}>
                <Icon name="bag" />
              </span>
              <span className={styles.tileTitle}>
                {NAV.shop} <span aria-hidden="true">↗</span>
                <span className="visually-hidden"> {COMMON.opensInNewTab}</span>
              </span>
              <span className={styles.tileLead}>{HOME.shopLead}</span>
            </a>
          </li>
        </ul>
      </Container>
    </>
  );
}

interface GameCardProps {
  to: string;
  icon: IconName;
  title: string;
  text: string;
  tone: 'navy' | 'pitch';
}

function GameCard({ to, icon, title, text, tone }: GameCardProps) {
  return (
    <article className={styles.game} data-tone={tone}>
      <span className={styles.gameIcon}>
        <Icon name={icon} size={32} />
      </span>
      <h3 className={styles.gameTitle}>{title}</h3>
      <p className={styles.gameText}>{text}</p>
      <Link to={to} className={styles.gameLink}>
        {HOME.play}
        <span className="visually-hidden">: {title}</span>
        <Icon name="arrow" size={20} />
      </Link>
    </article>
  );
}
