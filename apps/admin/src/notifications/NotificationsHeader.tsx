import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { NOTIFICATIONS } from '../text/screens.ts';

export const REMINDERS_PATH = '/notifications/reminders';
export const LETTERS_PATH = '/notifications/letters';

/** The two screens of «Уведомления» as tabs over a page's heading and lead. */
export function NotificationsHeader({ tab, intro }: { tab: 'reminders' | 'letters'; intro: string }) {
  const title = tab === 'reminders' ? NOTIFICATIONS.remindersTab : NOTIFICATIONS.lettersTab;
  // On a phone both tabs share the width, their names on two lines: none is cut off behind a scroll.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Box sx={{ minWidth: 0 }}>
      <Title title={title} />
      <Tabs
        value={tab}
        aria-label={NOTIFICATIONS.tabs}
        variant={narrow ? 'fullWidth' : 'standard'}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="reminders" label={NOTIFICATIONS.remindersTab} component={Link} to={REMINDERS_PATH} />
        <Tab value="letters" label={NOTIFICATIONS.lettersTab} component={Link} to={LETTERS_PATH} />
      </Tabs>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{intro}</Typography>
    </Box>
  );
}
