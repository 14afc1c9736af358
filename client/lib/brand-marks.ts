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

/** The ecosystem services whose brand mark is served at /brand-marks/services/<id>.svg. */
export const SERVICE_MARK_IDS: ReadonlySet<string> = new Set([
  'auth0',
  'clerk',
  'cloudflare',
  'neon',
  'qdrant',
  'render',
  'sentry',
  'supabase',
  'upstash',
  'vercel',
]);

/** The networks whose mark is served at /brand-marks/social/<network>.svg (a shape for a mask). */
export type SocialMark = 'facebook' | 'github' | 'spotify' | 'x' | 'youtube';
