/** Mirrors the breakpoints written in styles/tokens.css (for sliders and media queries in code). */
export const BREAKPOINTS = {
  /** Below this width the site is in its mobile layout. */
  mobile: 720,
  /** Fantasy: 5 stages per view from this width. */
  wide: 1312,
  /** Predictor stage slider: 20 px gap from this width. */
  wider: 1380,
} as const;

export const mobileQuery = `(max-width: ${BREAKPOINTS.mobile - 0.02}px)`;
