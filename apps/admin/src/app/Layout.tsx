import AssessmentIcon from '@mui/icons-material/Assessment';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ReactNode } from 'react';
import { Layout as RaLayout, Menu } from 'react-admin';
import { APP } from '../text/screens.ts';

function AdminMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item to="/league-import" primaryText={APP.leagueImportMenu} leftIcon={<PlaylistAddIcon />} />
      <Menu.Item to="/import" primaryText={APP.importMenu} leftIcon={<UploadFileIcon />} />
      <Menu.Item to="/reports" primaryText={APP.reportsMenu} leftIcon={<AssessmentIcon />} />
      <Menu.Item to="/notifications" primaryText={APP.notificationsMenu} leftIcon={<NotificationsIcon />} />
    </Menu>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  // react-admin makes the page as wide as its widest table (min-width: fit-content). Every column of the
  // layout may shrink instead (min-width 0), so a wide table scrolls inside its own box on a phone.
  return (
    <RaLayout
      menu={AdminMenu}
      sx={{
        minWidth: 0,
        '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaList-main': {
          minWidth: 0,
        },
      }}
    >
      {children}
    </RaLayout>
  );
}
