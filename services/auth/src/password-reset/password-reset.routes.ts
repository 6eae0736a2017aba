import { Router } from 'express';
import {
  authMessages,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
} from '@fc/contracts/auth';
import { parse } from '@fc/service-kit/validation';
import type { AuthDeps } from '../deps.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';

export function passwordResetRoutes(deps: AuthDeps): Router {
  const router = Router();

  router.post('/api/auth/forgot-password', async (req, res) => {
    const input = parse(forgotPasswordBodySchema, req.body);
    await requestPasswordReset(deps, input, req.ip ?? 'unknown');
    res.json({ message: authMessages.forgotPasswordAnswer });
  });

  router.post('/api/auth/reset-password', async (req, res) => {
    await resetPassword(deps, parse(resetPasswordBodySchema, req.body));
    res.json({ message: 'Password reset successful! You can now sign in with your new password.' });
  });

  return router;
}
