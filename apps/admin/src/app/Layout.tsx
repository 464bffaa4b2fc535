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
    </Menu>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return <RaLayout menu={AdminMenu}>{children}</RaLayout>;
}
