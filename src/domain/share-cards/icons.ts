// Written by scripts/share-card-assets.ts from lucide-react 1.75.0 (ISC licence): the
// inner SVG of each icon the share cards draw (24 × 24, stroked). Do not edit by hand.

export const CARD_ICONS = {
  brain: [
    '<path d="M12 18V5"/>',
    '<path d="M15 13a4.17 4.17 0 01-3-4 4.17 4.17 0 01-3 4"/>',
    '<path d="M17.707 6.294A3 3 0 1012 5a3 3 0 10-5.707 1.294"/>',
    '<path d="M17.996 5.125a4 4 0 012.526 5.77"/>',
    '<path d="M18 18a4 4 0 002-7.465"/>',
    '<path d="M19.967 17.482a4 4 0 11-7.967.517 4 4 0 11-7.967-.517"/>',
    '<path d="M6 18a4 4 0 01-2-7.465"/>',
    '<path d="M6.004 5.125a4 4 0 00-2.526 5.77"/>',
  ],
  cpu: [
    '<path d="M12 20v2"/>',
    '<path d="M12 2v2"/>',
    '<path d="M17 20v2"/>',
    '<path d="M17 2v2"/>',
    '<path d="M2 12h2"/>',
    '<path d="M2 17h2"/>',
    '<path d="M2 7h2"/>',
    '<path d="M20 12h2"/>',
    '<path d="M20 17h2"/>',
    '<path d="M20 7h2"/>',
    '<path d="M7 20v2"/>',
    '<path d="M7 2v2"/>',
    '<rect x="4" y="4" width="16" height="16" rx="2"/>',
    '<rect x="8" y="8" width="8" height="8" rx="1"/>',
  ],
  workflow: [
    '<rect width="8" height="8" x="3" y="3" rx="2"/>',
    '<path d="M7 11v4a2 2 0 0 0 2 2h4"/>',
    '<rect width="8" height="8" x="13" y="13" rx="2"/>',
  ],
  palette: [
    '<path d="M12 22a1 1 0 0 1 0-20 10 9 0 0 1 10 9 5 5 0 0 1-5 5h-2.25a1.75 1.75 0 0 0-1.4 2.8l.3.4a1.75 1.75 0 0 1-1.4 2.8z"/>',
    '<circle cx="13.5" cy="6.5" r=".5" fill="currentColor"/>',
    '<circle cx="17.5" cy="10.5" r=".5" fill="currentColor"/>',
    '<circle cx="6.5" cy="12.5" r=".5" fill="currentColor"/>',
    '<circle cx="8.5" cy="7.5" r=".5" fill="currentColor"/>',
  ],
  'git-branch': [
    '<path d="M15 6a9 9 0 0 0-9 9V3"/>',
    '<circle cx="18" cy="6" r="3"/>',
    '<circle cx="6" cy="18" r="3"/>',
  ],
  'book-open': [
    '<path d="M12 5v16"/>',
    '<path d="M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z"/>',
  ],
  sparkles: [
    '<path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z"/>',
    '<path d="M20 2v4"/>',
    '<path d="M22 4h-4"/>',
    '<circle cx="4" cy="20" r="2"/>',
  ],
  wrench: [
    '<path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.106-3.105c.32-.322.863-.22.983.218a6 6 0 0 1-8.259 7.057l-7.91 7.91a1 1 0 0 1-2.999-3l7.91-7.91a6 6 0 0 1 7.057-8.259c.438.12.54.662.219.984z"/>',
  ],
  mic: [
    '<path d="M12 19v3"/>',
    '<path d="M19 10v2a7 7 0 0 1-14 0v-2"/>',
    '<rect x="9" y="2" width="6" height="13" rx="3"/>',
  ],
  newspaper: [
    '<path d="M15 18h-5"/>',
    '<path d="M18 14h-8"/>',
    '<path d="M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-4 0v-9a2 2 0 0 1 2-2h2"/>',
    '<rect width="8" height="4" x="10" y="6" rx="1"/>',
  ],
  route: [
    '<path d="M9 5h8.5a1 1 0 010 7h-11a1 1 0 000 7H15"/>',
    '<circle cx="18" cy="19" r="3"/>',
    '<circle cx="6" cy="5" r="3"/>',
  ],
  'graduation-cap': [
    '<path d="M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z"/>',
    '<path d="M22 10v6"/>',
    '<path d="M6 12.5V16a6 3 0 0 0 12 0v-3.5"/>',
  ],
} as const;

export type CardIconName = keyof typeof CARD_ICONS;
