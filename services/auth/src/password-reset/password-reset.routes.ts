import { authMessages } from '@fc/contracts/auth';
import type { authRoutes } from '@fc/contracts/routes/auth';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { AuthDeps } from '../deps.ts';
import {
  acceptResetRequest,
  resetPassword,
  sendResetLinkIfKnown,
} from './password-reset.service.ts';

export function passwordResetHandlers(deps: AuthDeps) {
  return {
    forgotPassword: async ({ body }, req, res) => {
      await acceptResetRequest(deps, req.ip ?? 'unknown');
      // After the answer, so its content and its timing are the same for every address.
      res.once('close', () => {
        sendResetLinkIfKnown(deps, body).catch((error: unknown) =>
          req.log.error({ err: error }, 'password reset mail failed'),
        );
      });
      return { message: authMessages.forgotPasswordAnswer };
    },

    resetPassword: async ({ body }) => {
      await resetPassword(deps, body);
      return {
        message: 'Password reset successful! You can now sign in with your new password.',
      };
    },
  } satisfies Partial<RouteHandlers<typeof authRoutes>>;
}
