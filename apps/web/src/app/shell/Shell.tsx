import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { NAV } from '#text/shell.ts';
import { Loader, RouteProgress } from '#ui/loader/Loader.tsx';
import { ModalHost } from '#ui/modal/ModalHost.tsx';
import { CookieBanner } from './CookieBanner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import styles from './Shell.module.css';

/** Spec 1 §2: the site shell around every page. */
export function Shell() {
  const navigation = useNavigation();
  return (
    <>
      <a href="#main" className={styles.skip}>
        {NAV.skipToContent}
      </a>
      <RouteProgress active={navigation.state === 'loading'} />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<Loader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <CookieBanner />
      <ModalHost />
      <ScrollRestoration />
    </>
  );
}
