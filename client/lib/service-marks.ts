// Written by scripts/brand-marks.ts from simple-icons (CC0): do not edit by hand.
// The ecosystem services whose brand mark is served at /brand-marks/services/<id>.svg.

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
