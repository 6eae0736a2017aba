import { Router } from 'express';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import {
  authMessages,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
} from '@fc/contracts/auth';
import { httpErrors } from '@fc/service-kit/errors';
import { parse } from '@fc/service-kit/validation';
import type { AuthDeps } from '../app.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';

export function passwordResetRoutes(deps: AuthDeps): Router {
  const router = Router();
  // Reset mail is a way to pester someone's inbox: a few requests per address per hour.
  const requestsPerAddress = new RateLimiterRedis({
    storeClient: deps.redis,
    keyPrefix: `${deps.config.REDIS_PREFIX}:forgot-password`,
    points: 10,
    duration: 60 * 60,
  });

  router.post('/api/auth/forgot-password', async (req, res) => {
    const input = parse(forgotPasswordBodySchema, req.body);
    try {
      await requestsPerAddress.consume(req.ip ?? 'unknown');
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
      throw httpErrors.tooManyRequests(
        'Too many reset requests. Please try again later.',
        'RESET_THROTTLED',
      );
    }
    await requestPasswordReset(deps, input);
    res.json({ message: authMessages.forgotPasswordAnswer });
  });

  router.post('/api/auth/reset-password', async (req, res) => {
    await resetPassword(deps, parse(resetPasswordBodySchema, req.body));
    res.json({ message: 'Password reset successful! You can now sign in with your new password.' });
  });

  return router;
}
