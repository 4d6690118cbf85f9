/** The three form factors the app is designed for (ARCHITECTURE.md, Screens). */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1440, height: 900 },
  /** A smaller laptop: every list is checked at 1,280 px too (issue 14 item 5). */
  laptop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
