/** Chart colours (the tokens of styles/tokens.css as values: SVG attributes do not read CSS variables). */
export const CHART_COLORS = {
  primary: '#117a42',
  accent: '#c8f03c',
  navy: '#2a4a80',
  muted: '#94a3b8',
} as const;
