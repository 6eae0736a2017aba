// GET /api/users with search, sort and paging: the admin members table of a club of 200.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '@fc/testkit/contract';
import { userListSchema, userPageSchema, type User } from '@fc/contracts/auth';
import { errorBodySchema } from '@fc/contracts/errors';
import { startAuthService, type AuthServiceUnderTest } from './fixtures/build-auth-service.ts';

let auth: AuthServiceUnderTest;
const CLUB_SIZE = 200;
const firstNames = ['Ada', 'ben', 'Chloé', 'Dev', 'Eve'];

beforeAll(async () => {
  auth = await startAuthService();
  // Made directly in the database: registering 200 accounts would hash 200 passwords.
  await auth.deps.prisma.user.createMany({
    data: Array.from({ length: CLUB_SIZE }, (_, index) => {
      const n = index + 1;
      const username = `member${String(n).padStart(3, '0')}`;
      return {
        username,
        usernameKey: username,
        email: `${username}@club.example.org`,
        passwordHash: 'not-a-real-hash',
        firstName: firstNames[index % firstNames.length] ?? 'Ada',
        lastName: n === 137 ? 'Under_Score' : `Lastname${n}`,
        points: (n * 37) % 1000,
        streak: n % 9,
        createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
      };
    }),
  });
});
afterAll(async () => {
  await auth?.close();
});

const admin = () => auth.clientAs(1, 'admin');

async function getPage(query: string) {
  const response = await admin().get(`/api/users?${query}`);
  expect(response.status).toBe(200);
  return expectContract(response, userPageSchema);
}

describe('GET /api/users, searched, sorted and paged', () => {
  it('when no parameter is given, then every member comes as before (the pickers)', async () => {
    const response = await admin().get('/api/users');
    expect(response.status).toBe(200);
    expect(expectContract(response, userListSchema)).toHaveLength(CLUB_SIZE);
  });

  it('when a page is asked, then it holds 25 members, oldest first, and the total', async () => {
    const first = await getPage('page=1');
    expect(first).toMatchObject({ total: CLUB_SIZE, page: 1, pageSize: 25 });
    expect(first.users.map((user) => user.username)).toEqual(
      Array.from({ length: 25 }, (_, i) => `member${String(i + 1).padStart(3, '0')}`),
    );

    const second = await getPage('page=2&pageSize=25');
    expect(second.users[0]?.username).toBe('member026');
    expect(second.users).toHaveLength(25);

    const last = await getPage('page=3&pageSize=90');
    expect(last.users.map((user) => user.username)).toEqual(
      Array.from({ length: 20 }, (_, i) => `member${181 + i}`),
    );
    expect((await getPage('page=9&pageSize=100')).users).toEqual([]);
  });

  it('when searched, then only members with every word in their name, username or e-mail come, ignoring case', async () => {
    const byName = await getPage('q=EVE');
    expect(byName.total).toBe(40);
    expect(byName.users.every((user) => user.firstName === 'Eve')).toBe(true);

    expect((await getPage('q=member042')).users.map((user) => user.username)).toEqual([
      'member042',
    ]);
    const twoWords = await getPage('q=%20ben%20%20lastname17%20');
    expect(twoWords.users.map((user) => user.username)).toEqual([
      'member017',
      'member172',
      'member177',
    ]);
    expect((await getPage('q=club.example')).total).toBe(CLUB_SIZE);
    // A wildcard of the search text is only itself.
    expect((await getPage('q=_')).users.map((user) => user.username)).toEqual(['member137']);
    expect((await getPage('q=%25')).total).toBe(0);
    expect((await getPage('q=nobody-like-this')).users).toEqual([]);
  });

  it('when sorted, then the whole club is in that order across pages', async () => {
    const byPoints = async (order: string) => {
      const pages = await Promise.all(
        [1, 2].map((page) => getPage(`sort=points&order=${order}&pageSize=100&page=${page}`)),
      );
      return pages.flatMap((page) => page.users);
    };
    const descending = await byPoints('desc');
    expect(descending).toHaveLength(CLUB_SIZE);
    expect(new Set(descending.map((user) => user.id)).size).toBe(CLUB_SIZE);
    const points = descending.map((user) => user.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect((await byPoints('asc'))[0]?.points).toBe(Math.min(...points));

    // Names sort ignoring case: "ben" among the B's, not after every capital.
    const byName = await getPage('sort=name&pageSize=100&page=1');
    const first = (user: User) => user.firstName;
    expect(byName.users.slice(0, 40).every((user) => first(user) === 'Ada')).toBe(true);
    expect(byName.users.slice(40, 80).every((user) => first(user) === 'ben')).toBe(true);

    const newest = await getPage('sort=joined&order=desc&pageSize=1');
    expect(newest.users[0]?.username).toBe('member200');
    const streaks = (await getPage('sort=streak&order=desc&pageSize=22')).users;
    expect(streaks.every((user) => user.streak === 8)).toBe(true);
    const emails = (await getPage('sort=email&pageSize=2')).users.map((user) => user.email);
    expect(emails).toEqual(['member001@club.example.org', 'member002@club.example.org']);
  });

  it.each([
    ['page=0', 'page must be a whole number from 1 to 10000'],
    ['page=abc', 'page must be a whole number from 1 to 10000'],
    ['page=1.5', 'page must be a whole number from 1 to 10000'],
    ['pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    ['pageSize=0', 'pageSize must be a whole number from 1 to 100'],
    ['sort=password', 'sort must be one of: name, email, points, streak, joined'],
    ['order=up', 'order must be asc or desc'],
    ['q=a&q=b', 'q must be a single search text'],
    [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
  ])('when the query is %s, then 400 says what is wrong', async (query, message) => {
    const response = await admin().get(`/api/users?${query}`);
    expect(response.status).toBe(400);
    expect(expectContract(response, errorBodySchema).message).toContain(message);
  });

  it('when a student asks for a page, then 403 and no member', async () => {
    const response = await auth.clientAs(2).get('/api/users?page=1');
    expect(response.status).toBe(403);
    expect(response.body).not.toHaveProperty('users');
  });
});
