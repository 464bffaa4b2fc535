import { lazy } from 'react';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { Admin, CustomRoutes, defaultTheme, Resource } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { createAuthProvider } from '../api/auth-provider.ts';
import { createDataProvider } from '../api/data-provider.ts';
import { createHttp } from '../api/http.ts';
import { browserStorage, createSessionStore } from '../api/session.ts';
import { messages } from '../text/messages.ts';
import { APP } from '../text/screens.ts';
import { Dashboard } from './Dashboard.tsx';
import { Layout } from './Layout.tsx';
import { LoginPage } from './LoginPage.tsx';
import { resources } from './resources.tsx';

// Rarely opened, heavier screens load on demand.
const MatchResultPage = lazy(() => import('../results/MatchResultPage.tsx'));
const MatchCentrePage = lazy(() => import('../results/MatchCentrePage.tsx'));
const StatsImportPage = lazy(() => import('../results/StatsImportPage.tsx'));
const LeagueImportPage = lazy(() => import('../results/LeagueImportPage.tsx'));
const ReportsPage = lazy(() => import('../reports/ReportsPage.tsx'));
const ReminderOffsetsPage = lazy(() => import('../notifications/ReminderOffsetsPage.tsx'));
const EmailDeliveriesPage = lazy(() => import('../notifications/EmailDeliveriesPage.tsx'));

// MUI's primary blue (#1976d2) reads at 4.0:1 as a focused label on the filled inputs' grey; #1565c0 at 5:1.
const theme = { ...defaultTheme, palette: { ...defaultTheme.palette, primary: { main: '#1565c0' } } };

const session = createSessionStore(browserStorage());
const http = createHttp({ token: () => session.read()?.authKey.value ?? null });
const dataProvider = createDataProvider(http);
const authProvider = createAuthProvider({ http, session });
const i18nProvider = polyglotI18nProvider(() => messages, 'ru', [{ locale: 'ru', name: 'Русский' }], {
  allowMissing: true,
});

export function App() {
  // Clean URLs under /admin/ (the server answers every such path with this app), not react-admin's hash router.
  // Location changes apply at once, not in a transition: react-admin's redirect to the login page must win
  // over the pending auth checks of the page it leaves (with transitions it loops for seconds).
  return (
    <BrowserRouter basename="/admin" useTransitions={false}>
      <Admin
        title={APP.title}
        theme={theme}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginPage}
        dashboard={Dashboard}
        layout={Layout}
        requireAuth
        disableTelemetry
      >
        {resources.map((props) => (
          <Resource key={props.name} {...props} />
        ))}
        <CustomRoutes>
          <Route path="/matches/:id/result" element={<MatchResultPage />} />
          <Route path="/matches/:id/centre" element={<MatchCentrePage />} />
          <Route path="/import" element={<StatsImportPage />} />
          <Route path="/league-import" element={<LeagueImportPage />} />
          <Route path="/reports" element={<ReportsPage />} />
          <Route path="/notifications" element={<Navigate to="/notifications/reminders" replace />} />
          <Route path="/notifications/reminders" element={<ReminderOffsetsPage />} />
          <Route path="/notifications/letters" element={<EmailDeliveriesPage />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
