import { type RequestHandler, Router } from 'express';
import { z } from 'zod';
import type { DeviceCookies } from '../auth/device-cookies.ts';
import { verifyPassword } from '../auth/password.ts';
import { type AdminTokens, bearerToken } from '../auth/tokens.ts';
import { PERSONAL } from '../cache-policy.ts';
import { apiError } from '../middleware/errors.ts';
import type { Config } from '../platform/config.ts';
import type { Logger } from '../platform/logger.ts';
import { requestLocals } from '../request-locals.ts';

// POST /api/auth/login and GET /api/auth/validate (docs/product.md#auth-api). Nothing in a response or a log
// says which part of a login was wrong, and the password is never echoed or logged.

const loginSchema = z.object({
  username: z.string().max(200),
  password: z.string().min(1).max(1024),
});

const ADMIN_USERNAME = 'admin';

export type AuthDeps = {
  config: Pick<Config, 'ADMIN_PASSWORD_HASH' | 'JWT_SECRET'>;
  logger: Logger;
  tokens: AdminTokens | null;
  /** Device cookies of browsers that logged in (null without JWT_SECRET, like the tokens). */
  devices: DeviceCookies | null;
  loginLimiter: RequestHandler;
};

export function authRouter({ config, logger, tokens, devices, loginLimiter }: AuthDeps) {
  const router = Router();

  router.post('/auth/login', (_req, res, next) => {
    // Checked before the limiter: an unconfigured server is not the client's failed attempt.
    if (!config.ADMIN_PASSWORD_HASH || !tokens) {
      res.status(503).json(apiError('auth_not_configured', 'Admin login is not configured on this server'));
      return;
    }
    next();
  });

  // A browser that logged in before is counted on its own (OWASP device cookies), not with its address.
  const knownDevice: RequestHandler = async (req, res, next) => {
    try {
      const device = await devices?.deviceOf(req.headers.cookie);
      if (device) requestLocals(res).loginDevice = device;
      next();
    } catch (error) {
      next(error);
    }
  };

  router.post('/auth/login', knownDevice, loginLimiter, async (req, res, next) => {
    try {
      res.set('Cache-Control', PERSONAL);
      const parsed = loginSchema.safeParse(req.body);
      if (!parsed.success) {
        res
          .status(400)
          .json(apiError('invalid_body', 'Expected a JSON body {username, password} of strings'));
        return;
      }
      const { username, password } = parsed.data;
      // Always run the hash, whatever the username, so timing says nothing either.
      const passwordOk = await verifyPassword(password, config.ADMIN_PASSWORD_HASH!);
      if (!passwordOk || username !== ADMIN_USERNAME) {
        logger.warn({ ip: req.ip }, 'admin login failed');
        res.status(401).json(apiError('invalid_credentials', 'Invalid credentials'));
        return;
      }
      const token = await tokens!.issue();
      if (devices && !requestLocals(res).loginDevice) res.append('Set-Cookie', await devices.issue());
      logger.info({ ip: req.ip }, 'admin login succeeded');
      res.json({ token });
    } catch (error) {
      next(error);
    }
  });

  router.get('/auth/validate', async (req, res, next) => {
    try {
      res.set('Cache-Control', PERSONAL);
      const token = bearerToken(req.get('authorization'));
      if (!token || !tokens || !(await tokens.verify(token))) {
        res.status(401).json(apiError('invalid_token', 'Missing or invalid token'));
        return;
      }
      res.json({ valid: true });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
