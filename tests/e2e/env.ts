// The admin credentials the browser tests log in with; the e2e server runs with E2E_ENV.
// ADMIN_PASSWORD_HASH was printed by: npm run --silent hash-password -- '<E2E_ADMIN_PASSWORD>'

export const E2E_ADMIN_PASSWORD = 'e2e-admin-סיסמה-2026';

export const E2E_ENV: Record<string, string> = {
  ADMIN_PASSWORD_HASH:
    'scrypt$hS2sq_Mi9WGrEMI3QD2zAw$TyR6aVR_XLQ3FwKgEZ91HeyRzvqbXUnP_SVBbcxXuj4yfEI37HxXBFArA0gjO7yUWRyjoFaGHAq2m2yBruCNAQ',
  JWT_SECRET: 'e2e-jwt-secret-not-for-production-0123456789abcdef',
  // The link health check would start a minute into the run and ask the internet.
  LINKS_REFRESH_SECONDS: '0',
  // The page-cache tests read X-Page-Cache, which visitors are not sent without it.
  PAGE_CACHE_DEBUG: '1',
};
