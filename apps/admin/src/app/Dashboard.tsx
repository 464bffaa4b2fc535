import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { APP, DASHBOARD } from '../text/screens.ts';

export function Dashboard() {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={APP.title} />
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {DASHBOARD.title}
        </Typography>
        <ol>
          {DASHBOARD.steps.map((step) => (
            <li key={step}>
              <Typography>{step}</Typography>
            </li>
          ))}
        </ol>
        <Typography>
          <a href="/" target="_blank" rel="noopener">
            {APP.siteLink}
          </a>
        </Typography>
      </CardContent>
    </Card>
  );
}
