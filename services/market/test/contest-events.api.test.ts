import { describe, expect, it } from 'vitest';
import type { CreateContest } from '@fc/contracts/contests';
import type { EventName } from '@fc/contracts/events';
import { portfolioSchema } from '@fc/contracts/market';
import { expectContract } from '@fc/testkit/contract';
import { contestBody, createContestAs, HOUR } from './fixtures/contests.ts';
import { useMarketService } from './fixtures/use-market-service.ts';

const { market } = useMarketService();
const ADMIN = 9_200;

const admin = () => market().clientAs(ADMIN, 'admin');
const createContest = (overrides: Partial<CreateContest> = {}) =>
  createContestAs(admin(), contestBody(overrides));

/** The payloads of an event about one contest, oldest first. */
async function eventsOf(name: EventName, contestId: number) {
  const rows = await market().deps.prisma.outboxEvent.findMany({
    where: { name, payload: { path: ['contestId'], equals: contestId } },
    orderBy: { occurredAt: 'asc' },
  });
  return rows.map((row) => row.payload as Record<string, unknown>);
}

const joinedAtOf = async (contestId: number, userId: number) =>
  (
    await market().deps.prisma.portfolio.findUniqueOrThrow({
      where: { contestId_userId: { contestId, userId } },
    })
  ).createdAt.toISOString();

describe('contest events for assignments', () => {
  it('when an admin creates a contest, then contest.created carries its name and dates; a refused one publishes nothing', async () => {
    const contest = await createContest({ name: 'Autumn Assignment Cup' });
    expect(await eventsOf('contest.created', contest.id)).toEqual([
      {
        contestId: contest.id,
        name: 'Autumn Assignment Cup',
        startsAt: contest.startsAt,
        endsAt: contest.endsAt,
      },
    ]);

    const before = await market().deps.prisma.outboxEvent.count({
      where: { name: 'contest.created' },
    });
    const refused = await admin().post(
      '/api/admin/contests',
      contestBody({
        startsAt: new Date(Date.now() - 2 * HOUR).toISOString(),
        endsAt: new Date(Date.now() - HOUR).toISOString(),
      }),
    );
    expect(refused.status).toBe(400);
    expect(
      await market().deps.prisma.outboxEvent.count({ where: { name: 'contest.created' } }),
    ).toBe(before);
  });

  it('when a student joins, then contest.joined says when; joining again, even twice at once, publishes nothing more', async () => {
    const contest = await createContest();
    await market().register(701);
    const joins = await Promise.all(
      [1, 2].map(() => market().clientAs(701).post(`/api/contests/${contest.id}/join`)),
    );
    expect(joins.map((join) => join.status).sort()).toEqual([200, 201]);
    for (const join of joins) expectContract(join, portfolioSchema);
    const again = await market().clientAs(701).post(`/api/contests/${contest.id}/join`);
    expect(again.status).toBe(200);

    expect(await eventsOf('contest.joined', contest.id)).toEqual([
      { contestId: contest.id, userId: 701, joinedAt: await joinedAtOf(contest.id, 701) },
    ]);
  });

  it('when a contest enrols everyone, then each member enrolled at its creation, and one enrolled later on asking, has one contest.joined', async () => {
    await market().register(711);
    await market().register(712);
    const contest = await createContest({ enrolment: 'everyone' });
    const atCreation = await eventsOf('contest.joined', contest.id);
    expect(atCreation.length).toBe(contest.participants);
    expect(atCreation).toEqual(
      expect.arrayContaining([
        { contestId: contest.id, userId: 711, joinedAt: await joinedAtOf(contest.id, 711) },
        { contestId: contest.id, userId: 712, joinedAt: await joinedAtOf(contest.id, 712) },
      ]),
    );

    await market().register(713);
    for (let asked = 0; asked < 2; asked++) {
      const portfolio = await market().clientAs(713).get(`/api/contests/${contest.id}/portfolio`);
      expect(portfolio.status).toBe(200);
    }
    const forLater = (await eventsOf('contest.joined', contest.id)).filter(
      (event) => event.userId === 713,
    );
    expect(forLater).toEqual([
      { contestId: contest.id, userId: 713, joinedAt: await joinedAtOf(contest.id, 713) },
    ]);
  });
});
