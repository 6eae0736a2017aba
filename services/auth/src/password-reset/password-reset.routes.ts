import { Router } from 'express';
import {
  authMessages,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
} from '@fc/contracts/auth';
import { parse } from '@fc/service-kit/validation';
import type { AuthDeps } from '../deps.ts';
import {
  acceptResetRequest,
  resetPassword,
  sendResetLinkIfKnown,
} from './password-reset.service.ts';

export function passwordResetRoutes(deps: AuthDeps): Router {
  const router = Router();

  router.post('/api/auth/forgot-password', async (req, res) => {
    const input = parse(forgotPasswordBodySchema, req.body);
    await acceptResetRequest(deps, req.ip ?? 'unknown');
    res.json({ message: authMessages.forgotPasswordAnswer });
    // After the answer, so its content and its timing are the same for every address.
    sendResetLinkIfKnown(deps, input).catch((error: unknown) =>
      req.log.error({ err: error }, 'password reset mail failed'),
    );
  });

  router.post('/api/auth/reset-password', async (req, res) => {
    await resetPassword(deps, parse(resetPasswordBodySchema, req.body));
    res.json({ message: 'Password reset successful! You can now sign in with your new password.' });
  });

  return router;
}
