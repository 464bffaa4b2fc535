import { Outlet } from 'react-router';
import { TabBar, type Tab } from '../tabs/TabBar.tsx';
import { Container } from './Container.tsx';
import { PageHeader } from './PageHeader.tsx';
import { PageBody } from './Card.tsx';

interface GameLayoutProps {
  title: string;
  lead: string;
  tabs: Tab[];
  tabsLabel: string;
}

/** A game's shell: the title band with its tabs, and the current screen below. */
export function GameLayout({ title, lead, tabs, tabsLabel }: GameLayoutProps) {
  return (
    <>
      <PageHeader title={title} lead={lead}>
        <TabBar tabs={tabs} label={tabsLabel} />
      </PageHeader>
      <PageBody>
        <Container>
          <Outlet />
        </Container>
      </PageBody>
    </>
  );
}
