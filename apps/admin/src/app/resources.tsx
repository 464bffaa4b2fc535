import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DescriptionIcon from '@mui/icons-material/Description';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PersonIcon from '@mui/icons-material/Person';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import ScoreboardIcon from '@mui/icons-material/Scoreboard';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import StadiumIcon from '@mui/icons-material/Stadium';
import TableChartIcon from '@mui/icons-material/TableChart';
import BlockIcon from '@mui/icons-material/Block';
import SpellcheckIcon from '@mui/icons-material/Spellcheck';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import type { ResourceProps } from 'react-admin';
import type { AdminMatch } from '@mliga/contract';
import { AuditLogList } from '../resources/audit-log.tsx';
import {
  FantasyStageCreate,
  FantasyStageEdit,
  FantasyStageList,
  ForbiddenWordCreate,
  ForbiddenWordList,
  MediaTeamCreate,
  MediaTeamEdit,
  MediaTeamList,
  ScoringRuleEdit,
  ScoringRuleList,
  TeamNameList,
} from '../resources/fantasy.tsx';
import {
  FantasyLeagueCreate,
  FantasyLeagueEdit,
  FantasyLeagueList,
  PredictorLeagueCreate,
  PredictorLeagueEdit,
  PredictorLeagueList,
} from '../resources/game-leagues.tsx';
import { H2hCreate, H2hEdit, H2hList } from '../resources/h2h.tsx';
import { MatchCreate, MatchEdit, MatchList, matchTitle } from '../resources/matches.tsx';
import {
  PredictorEventCreate,
  PredictorEventEdit,
  PredictorEventList,
  PredictorStageCreate,
  PredictorStageEdit,
  PredictorStageList,
} from '../resources/predictor.tsx';
import {
  PlayerCreate,
  PlayerEdit,
  PlayerList,
  SeasonCreate,
  SeasonEdit,
  SeasonList,
  TeamCreate,
  TeamEdit,
  TeamList,
  VenueCreate,
  VenueEdit,
  VenueList,
} from '../resources/season.tsx';
import { PageCreate, PageEdit, PageList, VideoCreate, VideoEdit, VideoList } from '../resources/site.tsx';
import { UserEdit, UserList } from '../resources/users.tsx';

/** Every resource of the admin API, in the menu's order (the names are the API's URL segments). */
export const resources: ResourceProps[] = [
  {
    name: 'seasons',
    recordRepresentation: 'name',
    list: SeasonList,
    create: SeasonCreate,
    edit: SeasonEdit,
    icon: CalendarMonthIcon,
  },
  {
    name: 'teams',
    recordRepresentation: 'name',
    list: TeamList,
    create: TeamCreate,
    edit: TeamEdit,
    icon: GroupsIcon,
  },
  {
    name: 'players',
    recordRepresentation: (r) => `${r.surname} ${r.name}`,
    list: PlayerList,
    create: PlayerCreate,
    edit: PlayerEdit,
    icon: PersonIcon,
  },
  {
    name: 'matches',
    recordRepresentation: (r) => matchTitle(r as AdminMatch),
    list: MatchList,
    create: MatchCreate,
    edit: MatchEdit,
    icon: SportsSoccerIcon,
  },
  {
    name: 'venues',
    recordRepresentation: 'name',
    list: VenueList,
    create: VenueCreate,
    edit: VenueEdit,
    icon: StadiumIcon,
  },
  {
    name: 'videos',
    recordRepresentation: 'title',
    list: VideoList,
    create: VideoCreate,
    edit: VideoEdit,
    icon: LiveTvIcon,
  },
  {
    name: 'pages',
    recordRepresentation: 'title',
    list: PageList,
    create: PageCreate,
    edit: PageEdit,
    icon: DescriptionIcon,
  },
  {
    name: 'predictor-leagues',
    recordRepresentation: 'name',
    list: PredictorLeagueList,
    create: PredictorLeagueCreate,
    edit: PredictorLeagueEdit,
    icon: LeaderboardIcon,
  },
  {
    name: 'fantasy-leagues',
    recordRepresentation: 'name',
    list: FantasyLeagueList,
    create: FantasyLeagueCreate,
    edit: FantasyLeagueEdit,
    icon: MilitaryTechIcon,
  },
  {
    name: 'predictor-stages',
    recordRepresentation: 'name',
    list: PredictorStageList,
    create: PredictorStageCreate,
    edit: PredictorStageEdit,
    icon: QuestionAnswerIcon,
  },
  {
    name: 'predictor-events',
    recordRepresentation: (r) => r.name ?? r.match_name ?? `#${r.id}`,
    list: PredictorEventList,
    create: PredictorEventCreate,
    edit: PredictorEventEdit,
    icon: HelpOutlineIcon,
  },
  {
    name: 'fantasy-stages',
    recordRepresentation: 'name',
    list: FantasyStageList,
    create: FantasyStageCreate,
    edit: FantasyStageEdit,
    icon: ScoreboardIcon,
  },
  {
    name: 'scoring-rules',
    recordRepresentation: 'event_name',
    list: ScoringRuleList,
    edit: ScoringRuleEdit,
    icon: TableChartIcon,
  },
  {
    name: 'media-teams',
    recordRepresentation: 'media_name',
    list: MediaTeamList,
    create: MediaTeamCreate,
    edit: MediaTeamEdit,
    icon: NewspaperIcon,
  },
  { name: 'team-names', recordRepresentation: 'name', list: TeamNameList, icon: SpellcheckIcon },
  {
    name: 'forbidden-words',
    recordRepresentation: 'word',
    list: ForbiddenWordList,
    create: ForbiddenWordCreate,
    icon: BlockIcon,
  },
  {
    name: 'h2h',
    recordRepresentation: 'name',
    list: H2hList,
    create: H2hCreate,
    edit: H2hEdit,
    icon: EmojiEventsIcon,
  },
  { name: 'users', recordRepresentation: 'login', list: UserList, edit: UserEdit, icon: ManageAccountsIcon },
  { name: 'audit-log', list: AuditLogList, icon: HistoryIcon },
];
