import type { rewardsRoutes } from '@fc/contracts/routes/rewards';
import { httpErrors } from '@fc/service-kit/errors';
import type { RouteHandlers } from '@fc/service-kit/register-routes';
import type { RewardsDeps } from '../deps.ts';
import { publicCatalogue } from './achievement-catalogue.ts';
import { listUserAchievements } from './achievements.service.ts';
import { awardAchievement, setMemberPoints } from './admin.service.ts';

export function achievementsHandlers(deps: RewardsDeps) {
  return {
    listAchievements: () => publicCatalogue(),
    listMyAchievements: ({ session }) => listUserAchievements(deps.prisma, session.userId),
    /** The admin panel's Achievements tab: what the chosen user has earned. */
    listUserAchievements: ({ params }) => listUserAchievements(deps.prisma, params.userId),
    awardAchievement: ({ params, body, session }) =>
      awardAchievement(deps, session.userId, params.userId, body.achievementId),
    setPoints: ({ params, body, session }) => {
      if (body.userId !== undefined && body.userId !== params.userId) {
        throw httpErrors.badRequest(
          'userId in the body does not match the user in the path',
          'USER_MISMATCH',
        );
      }
      return setMemberPoints(deps, session.userId, params.userId, body.points);
    },
  } satisfies Partial<RouteHandlers<typeof rewardsRoutes>>;
}
