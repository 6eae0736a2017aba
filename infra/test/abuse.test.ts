// The abuse suite (docs/security.md): scripted attempts at each known way to game Finance Club or
// break into it, made through the gateway of a running stack the way a student with a browser's
// developer tools and a script would, each asserting that nothing was gained.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '@fc/testkit/http-client';
import { startSmtpSink } from '@fc/testkit/smtp-sink';
import { startStack, type RunningStack } from '@fc/testkit/stack';

let stack: RunningStack;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let serial = 0;

beforeAll(async () => {
  smtp = await startSmtpSink();
  stack = await startStack({
    SMTP_URL: smtp.url,
    // About 2-3 s of reading per lesson: long enough that opening five lessons at once and
    // waiting once would pay if the reading clocks ran side by side.
    READING_SECONDS_PER_WORD: '0.003',
  });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await smtp?.close();
});

interface Student {
  client: TestClient;
  id: number;
  username: string;
  email: string;
  password: string;
}

async function registerStudent(name = 'abuser'): Promise<Student> {
  const username = `${name}${++serial}`;
  const email = `${username}@example.org`;
  const password = `Pass-word-${serial}9`;
  const client = new TestClient(stack.baseUrl);
  const response = await client.post('/api/auth/register', {
    username,
    email,
    password,
    firstName: 'Abuse',
    lastName: 'Test',
  });
  expect(response.status, response.text).toBe(201);
  const id = (await client.get('/api/auth/me')).body.id as number;
  return { client, id, username, email, password };
}

/** The student's points once they have stopped moving (events of earlier requests landed). */
async function settledPoints(client: TestClient): Promise<number> {
  let previous = (await client.get('/api/auth/me')).body.points as number;
  for (let attempt = 0; attempt < 30; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 700));
    const current = (await client.get('/api/auth/me')).body.points as number;
    if (current === previous) return current;
    previous = current;
  }
  return previous;
}

/** A POST from another loopback address (127.0.0.x), as a second machine on the LAN would make it. */
function fromAddress(
  address: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const url = new URL(path, stack.baseUrl.replace('localhost', '127.0.0.1'));
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: address,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function answerEveryQuestion(client: TestClient, planId: number): Promise<void> {
  const questions = (await client.get('/api/budget/questions')).body as {
    id: string;
    type: string;
    options?: string[] | null;
  }[];
  for (const question of questions) {
    const answer =
      question.type === 'number'
        ? '1000'
        : question.type === 'select'
          ? (question.options?.[0] ?? 'Yes')
          : 'An answer';
    const saved = await client.post(`/api/budget/plans/${planId}/answers`, {
      questionId: question.id,
      answer,
    });
    expect(saved.status, saved.text).toBeLessThan(300);
  }
}

async function completePlans(student: Student, count: number): Promise<void> {
  for (let index = 0; index < count; index++) {
    const plan = await student.client.post('/api/budget/plans', { planName: `Plan ${index}` });
    expect(plan.status, plan.text).toBeLessThan(300);
    await answerEveryQuestion(student.client, plan.body.id);
    const completed = await student.client.put(`/api/budget/plans/${plan.body.id}/complete`);
    expect(completed.status, completed.text).toBe(200);
  }
}

describe('gaming the game', () => {
  it('when a student completes five budget plans, then they earn no more than a student who completed three', async () => {
    const three = await registerStudent('threeplans');
    const farmer = await registerStudent('planfarmer');
    await completePlans(three, 3);
    await completePlans(farmer, 5);
    const [threePoints, farmerPoints] = [
      await settledPoints(three.client),
      await settledPoints(farmer.client),
    ];
    expect(threePoints).toBeGreaterThan(0);
    expect(farmerPoints).toBe(threePoints);
  }, 180_000);

  it('when a student masters a card of a locked module, then it is refused and pays nothing', async () => {
    const student = await registerStudent('lockeddeck');
    const cards = (await student.client.get('/api/lessons/2/flashcards')).body as { id: number }[];
    for (const card of cards) {
      const response = await student.client.post(`/api/lessons/2/flashcards/${card.id}/mastery`);
      expect(response.status, response.text).toBe(403);
    }
    expect(await settledPoints(student.client)).toBe(0);
    expect((await student.client.get('/api/user-achievements')).body).toEqual([]);
  }, 60_000);

  it('when a student opens five lessons at once and waits once, then at most one of them can be completed', async () => {
    const student = await registerStudent('paralleler');
    const lessons = (await student.client.get('/api/modules/1/lessons')).body as { id: number }[];
    const five = lessons.slice(0, 5);
    const opened = await Promise.all(
      five.map((lesson) => student.client.get(`/api/lessons/${lesson.id}`)),
    );
    const longest = Math.max(
      ...opened.map((response) => (response.body?.minReadingSeconds as number | undefined) ?? 0),
    );
    expect(longest).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, (longest + 1) * 1000));
    // Then, as fast as a script can, each in the order the module lists them.
    const completions = [];
    for (const lesson of five) {
      completions.push(
        await student.client.post(`/api/lessons/${lesson.id}/complete`, {
          readingTimeSeconds: 600,
        }),
      );
    }
    const accepted = completions.filter((response) => response.status < 300);
    expect(
      accepted.length,
      completions.map((r) => `${r.status} ${r.text}`).join('\n'),
    ).toBeLessThanOrEqual(1);
    for (const refused of completions.filter((response) => response.status >= 300)) {
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    }
  }, 60_000);

  it('when two trades spend the whole cash at once twenty times over, then cash never goes below zero and the trades reconcile', async () => {
    const student = await registerStudent('overspender');
    const portfolio = (await student.client.get(`/api/users/${student.id}/portfolio`)).body as {
      id: number;
      cashBalance: number;
    };
    const stocks = (await student.client.get('/api/stocks')).body as {
      id: number;
      currentPrice: number;
      exclusive: boolean;
    }[];
    const stock = stocks.find(
      (one) => !one.exclusive && one.currentPrice > 0,
    ) as (typeof stocks)[number];
    // Each buy costs about 60 % of the cash: at most one of them can be paid for.
    const shares = Math.max(1, Math.floor((portfolio.cashBalance * 0.6) / stock.currentPrice));
    const buys = await Promise.all(
      Array.from({ length: 20 }, () =>
        student.client.post(`/api/portfolios/${portfolio.id}/trade`, {
          stockId: stock.id,
          shares,
          type: 'buy',
        }),
      ),
    );
    expect(buys.every((response) => response.status < 500)).toBe(true);
    expect(buys.filter((response) => response.status < 300)).toHaveLength(1);
    const after = (await student.client.get(`/api/users/${student.id}/portfolio`)).body as {
      cashBalance: number;
    };
    const trades = (await student.client.get(`/api/portfolios/${portfolio.id}/transactions`))
      .body as { totalAmount: number; type: string }[];
    expect(after.cashBalance).toBeGreaterThanOrEqual(0);
    expect(trades).toHaveLength(1);
    expect(after.cashBalance).toBe(portfolio.cashBalance - (trades[0]?.totalAmount ?? 0));
  }, 60_000);
});

describe('accounts and sessions', () => {
  it('when wrong passwords come with a new X-Forwarded-For each time, then the address limit still counts them', async () => {
    const victim = await registerStudent('spoofed');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await fromAddress(
        '127.0.0.3',
        '/api/auth/login',
        { username: victim.username, password: `wrong-${attempt}` },
        { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 3).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 60_000);

  it("when someone else fails to sign in to a student's account over and over, then the student still signs in from their own machine", async () => {
    const victim = await registerStudent('lockvictim');
    for (let attempt = 0; attempt < 15; attempt++) {
      const response = await fromAddress('127.0.0.4', '/api/auth/login', {
        username: victim.username,
        password: `guess-${attempt}`,
      });
      expect([401, 429]).toContain(response.status);
    }
    const own = await fromAddress('127.0.0.5', '/api/auth/login', {
      username: victim.username,
      password: victim.password,
    });
    expect(own.status, own.text).toBe(200);
  }, 60_000);

  it('when a password reset link is used twice, then the second use is refused and the first password change holds', async () => {
    const student = await registerStudent('replayer');
    const visitor = new TestClient(stack.baseUrl);
    expect((await visitor.post('/api/auth/forgot-password', { email: student.email })).status).toBe(
      200,
    );
    const mail = await smtp.waitForMail(student.email, 20_000);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token, mail.text).toBeTruthy();
    const first = await visitor.post('/api/auth/reset-password', {
      token,
      password: 'First-new-pass-1',
    });
    expect(first.status, first.text).toBe(200);
    const replay = await visitor.post('/api/auth/reset-password', {
      token,
      password: 'Attacker-pass-2',
    });
    expect(replay.status).toBe(400);
    const signIn = async (password: string) =>
      (
        await new TestClient(stack.baseUrl).post('/api/auth/login', {
          username: student.username,
          password,
        })
      ).status;
    expect(await signIn('Attacker-pass-2')).toBe(401);
    expect(await signIn('First-new-pass-1')).toBe(200);
  }, 60_000);

  it('when another site makes a signed-in browser post to the API, then it is refused and nothing is created', async () => {
    const student = await registerStudent('csrfvictim');
    const before = (await student.client.get('/api/budget/plans')).body as unknown[];
    const crossSite = await student.client.post(
      '/api/budget/plans',
      { planName: 'Made by another site' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    const oldBrowser = await student.client.post(
      '/api/budget/plans',
      { planName: 'Made by another site' },
      { origin: 'https://evil.example' },
    );
    expect(oldBrowser.status).toBe(403);
    expect((await student.client.get('/api/budget/plans')).body).toEqual(before);
  });
});

describe('the platform', () => {
  /** The local addresses that listen on a port, read from the kernel's socket tables. */
  function listeningAddresses(port: number): string[] {
    const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
    const addresses: string[] = [];
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
      let text = '';
      try {
        text = readFileSync(table, 'utf8');
      } catch {
        continue;
      }
      for (const line of text.split('\n').slice(1)) {
        const [, local, , state] = line.trim().split(/\s+/);
        if (!local || state !== '0A') continue; // 0A: LISTEN
        const [address, localPort] = local.split(':');
        if (localPort === hexPort && address) addresses.push(address);
      }
    }
    return addresses;
  }

  it('when the stack runs, then every service listens on loopback only and only the gateway on every address', () => {
    const loopback = '0100007F';
    for (const name of ['auth', 'learning', 'market', 'budget', 'rewards']) {
      const port = stack.ports[name] as number;
      expect(listeningAddresses(port), name).toEqual([loopback]);
    }
    const gatewayAddresses = listeningAddresses(stack.ports.gateway as number);
    expect(gatewayAddresses.length).toBeGreaterThan(0);
    expect(gatewayAddresses.every((address) => /^0+$/.test(address))).toBe(true);
  });
});
