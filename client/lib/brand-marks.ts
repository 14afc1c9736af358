// Written by scripts/brand-marks.ts from simple-icons (CC0): do not edit by hand.
// The tools whose brand mark is served at /brand-marks/<id>.svg.

export const BRAND_MARK_IDS: ReadonlySet<string> = new Set([
  'claude',
  'claude-code',
  'cursor',
  'deepl',
  'elevenlabs',
  'gemini',
  'github-copilot',
  'make',
  'mistral',
  'n8n',
  'notebooklm',
  'notion-ai',
  'perplexity',
  'replit',
  'suno',
  'v0',
  'windsurf',
  'zapier',
]);

/** The networks whose mark is served at /brand-marks/social/<network>.svg (a shape for a mask). */
export type SocialMark = 'facebook' | 'github' | 'spotify' | 'x' | 'youtube';
