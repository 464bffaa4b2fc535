import { DEMO_TEAMS, type CrestPattern, type CrestShape, type DemoTeam } from './teams.ts';

/**
 * The demo's images as SVG text: a crest per club (colour, and white for dark
 * backgrounds), the question pictures and the H2H cup. `write-assets.ts` writes
 * them once into apps/web/public/demo/, where they are committed.
 */
export type DemoAsset = { path: string; svg: string };

const SHAPES: Record<CrestShape, string> = {
  shield: 'M50 4 L90 15 V47 C90 73 73 89 50 97 C27 89 10 73 10 47 V15 Z',
  circle: 'M50 5 A45 45 0 1 1 49.99 5 Z',
  hexagon: 'M50 4 L90 27 V73 L50 96 L10 73 V27 Z',
  diamond: 'M50 3 L88 25 L97 50 L88 75 L50 97 L12 75 L3 50 L12 25 Z',
};

function patternParts(pattern: CrestPattern): string[] {
  switch (pattern) {
    case 'halves':
      return ['<rect x="50" y="0" width="50" height="100"/>'];
    case 'stripes':
      return [10, 30, 50, 70].map((x) => `<rect x="${x + 4}" y="0" width="10" height="100"/>`);
    case 'band':
      return ['<rect x="0" y="36" width="100" height="28"/>'];
    case 'diagonal':
      return ['<polygon points="0,0 40,0 100,60 100,100 60,100 0,40"/>'];
    case 'chevron':
      return ['<polygon points="0,30 50,62 100,30 100,50 50,82 0,50"/>'];
    case 'plain':
      return ['<path d="M50 16 A34 34 0 1 1 49.99 16 Z M50 22 A28 28 0 1 0 50.01 22 Z"/>'];
  }
}

function crest(team: DemoTeam, white: boolean): string {
  const id = `c${team.id}${white ? 'w' : ''}`;
  const shape = SHAPES[team.shape];
  const parts = patternParts(team.pattern).join('');
  const fontSize = team.shape === 'diamond' ? 30 : 34;
  const base = white ? 'fill="none"' : `fill="${team.primary}"`;
  const patternFill = white ? 'fill="#ffffff" fill-opacity="0.22"' : `fill="${team.secondary}"`;
  const outline = white ? '#ffffff' : '#1b1b1e';
  const text = white
    ? `fill="#ffffff"`
    : `fill="#ffffff" stroke="${team.primary}" stroke-width="5" stroke-linejoin="round" paint-order="stroke"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100" role="img" aria-label="${team.name}">`,
    `<defs><clipPath id="${id}"><path d="${shape}"/></clipPath></defs>`,
    `<path d="${shape}" ${base}/>`,
    `<g clip-path="url(#${id})" ${patternFill}>${parts}</g>`,
    `<path d="${shape}" fill="none" stroke="${outline}" stroke-width="4" stroke-linejoin="round"/>`,
    `<text x="50" y="52" text-anchor="middle" dominant-baseline="middle" font-family="Inter, 'Segoe UI', Arial, sans-serif" font-size="${fontSize}" font-weight="800" ${text}>${team.initials}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

const icon = (label: string, body: string): string =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100" role="img" aria-label="${label}">`,
    body,
    '</svg>',
    '',
  ].join('\n');

const ball =
  '<circle cx="50" cy="50" r="42" fill="#ffffff" stroke="#1b1b1e" stroke-width="4"/>' +
  '<polygon points="50,34 65,45 59,63 41,63 35,45" fill="#1b1b1e"/>' +
  '<path d="M50 34 V12 M65 45 L84 38 M59 63 L71 82 M41 63 L29 82 M35 45 L16 38" stroke="#1b1b1e" stroke-width="4"/>';

const cup = (color: string, stroke: string): string =>
  `<path d="M30 14 H70 V40 C70 56 61 64 50 64 C39 64 30 56 30 40 Z" fill="${color}" stroke="${stroke}" stroke-width="4" stroke-linejoin="round"/>` +
  `<path d="M30 22 H16 C16 38 22 44 32 46 M70 22 H84 C84 38 78 44 68 46" fill="none" stroke="${stroke}" stroke-width="4"/>` +
  `<path d="M50 64 V76 M36 86 H64 V78 H36 Z" fill="${color}" stroke="${stroke}" stroke-width="4" stroke-linejoin="round"/>`;

const card = (color: string): string =>
  '<circle cx="50" cy="50" r="46" fill="#f1f3f5"/>' +
  `<rect x="33" y="20" width="34" height="50" rx="5" transform="rotate(12 50 45)" fill="${color}" stroke="#1b1b1e" stroke-width="3"/>` +
  '<path d="M24 82 H76" stroke="#1b1b1e" stroke-width="4" stroke-linecap="round"/>';

export function demoAssets(): DemoAsset[] {
  const assets: DemoAsset[] = [];
  for (const team of DEMO_TEAMS) {
    const n = String(team.id).padStart(2, '0');
    assets.push({ path: `logos/team-${n}.svg`, svg: crest(team, false) });
    assets.push({ path: `logos/team-${n}-white.svg`, svg: crest(team, true) });
  }
  assets.push(
    {
      path: 'questions/yes.svg',
      svg: icon(
        'Да',
        '<circle cx="50" cy="50" r="46" fill="#2f9e44"/><path d="M28 52 L44 68 L74 34" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>',
      ),
    },
    {
      path: 'questions/no.svg',
      svg: icon(
        'Нет',
        '<circle cx="50" cy="50" r="46" fill="#e03131"/><path d="M32 32 L68 68 M68 32 L32 68" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/>',
      ),
    },
    {
      path: 'questions/draw.svg',
      svg: icon(
        'Поровну',
        '<circle cx="50" cy="50" r="46" fill="#868e96"/><path d="M28 40 H72 M28 60 H72" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/>',
      ),
    },
    { path: 'questions/red-card.svg', svg: icon('Удаление', card('#e03131')) },
    { path: 'questions/yellow-card.svg', svg: icon('Жёлтая карточка', card('#fcc419')) },
    { path: 'questions/goals.svg', svg: icon('Голы', ball) },
    {
      path: 'questions/duel.svg',
      svg: icon(
        'Кто забьёт больше',
        `<g transform="translate(-14 0) scale(0.8) translate(10 12)">${ball}</g><g transform="translate(34 30) scale(0.55)">${ball}</g>`,
      ),
    },
    { path: 'questions/winner.svg', svg: icon('Победитель турнира', cup('#fab005', '#1b1b1e')) },
    {
      path: 'h2h/cup.svg',
      svg: icon('H2H турнир', '<circle cx="50" cy="50" r="48" fill="#1864ab"/>' + cup('#fab005', '#ffffff')),
    },
    { path: 'h2h/cup-white.svg', svg: icon('H2H турнир', cup('none', '#ffffff')) },
  );
  return assets;
}
