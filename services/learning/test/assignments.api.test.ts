import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  classAssignmentSchema,
  classAssignmentsSchema,
  myAssignmentsSchema,
  type ClassAssignment,
  type MyAssignment,
} from '@fc/contracts/assignments';
import { reviewDueSchema } from '@fc/contracts/class-progress';
import type { EventName, EventPayload } from '@fc/contracts/events';
import { dayInZone } from '@fc/service-kit/club-time';
import { consumeEvent } from '@fc/service-kit/events/consumer';
import { sessionCookieName, signSessionToken } from '@fc/service-kit/session';
import { expectContract } from '@fc/testkit/contract';
import type { TestClient } from '@fc/testkit/http-client';
import { dayAfter, remindAssignmentsDueTomorrow } from '../src/assignments/assignment-reminders.ts';
import { learningEventHandling } from '../src/events/handlers.ts';
import {
  startLearningService,
  type LearningServiceUnderTest,
} from './fixtures/build-learning-service.ts';

const ZONE = 'America/New_York';
const TEACHER = 7_001;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let learning: LearningServiceUnderTest;
let nextUserId = 8_000;
/** A user learning has not heard registering (as everyone who registered before it kept learners). */
const newUser = () => {
  nextUserId += 1;
  return { id: nextUserId, client: learning.clientAs(nextUserId) };
};
/** A student learning heard registering (user.registered). */
const newStudent = async () => {
  const user = newUser();
  await registered(user.id);
  return user;
};

beforeAll(async () => {
  learning = await startLearningService({ CLUB_TIMEZONE: ZONE });
});
afterAll(async () => {
  await learning?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the service's clock (it runs in this process): only Date, so I/O timers stay real. */
const setClock = (at: Date) => vi.useFakeTimers({ now: at, toFake: ['Date'] });

/** A client with a real signed session of a teacher (the harness signs students and admins). */
function teacher(userId = TEACHER): TestClient {
  const client = learning.client();
  const { JWT_SECRET, PUBLIC_URL } = learning.deps.config;
  client.setCookie(
    sessionCookieName(PUBLIC_URL),
    signSessionToken(JWT_SECRET, { userId, role: 'teacher', sessionId: randomUUID() }),
  );
  return client;
}

const today = () => dayInZone(new Date(), ZONE);
const daysFromToday = (days: number) => {
  let day = today();
  for (let i = 0; i < days; i++) day = dayAfter(day);
  return day;
};

/** user.registered as auth publishes it. */
async function registered(userId: number, role: 'student' | 'admin' = 'student', at = new Date()) {
  expect(
    await deliver('user.registered', {
      userId,
      username: `user${userId}`,
      firstName: 'Test',
      lastName: `User ${userId}`,
      role,
      registeredAt: at.toISOString(),
    }),
  ).toBe('handled');
}

/** user.role_changed as auth publishes it (an admin made the change at `at`). */
async function roleChanged(userId: number, role: 'student' | 'teacher', at: Date) {
  expect(
    await deliver('user.role_changed', {
      userId,
      role,
      changedBy: 9_001,
      changedAt: at.toISOString(),
    }),
  ).toBe('handled');
}

async function deliver<N extends EventName>(name: N, payload: EventPayload<N>, id = randomUUID()) {
  return consumeEvent(learningEventHandling(learning.deps), {
    id,
    name,
    version: 1,
    occurredAt: new Date().toISOString(),
    correlationId: null,
    payload,
  });
}

let nextContestId = 100;
async function contestFromMarket(name: string, endsAt = new Date(Date.now() + 30 * DAY)) {
  nextContestId += 1;
  const startsAt = new Date(Date.now() - HOUR);
  expect(
    await deliver('contest.created', {
      contestId: nextContestId,
      name,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
    }),
  ).toBe('handled');
  return nextContestId;
}

async function assign(body: Record<string, unknown>, by = teacher()): Promise<ClassAssignment> {
  const response = await by.post('/api/teacher/assignments', {
    note: '',
    ...body,
  });
  expect(response.status, response.text).toBe(201);
  return expectContract(response, classAssignmentSchema);
}

/** Module 1 (Budgeting Basics) assigned to the students named (null: every student). */
const assignModuleOne = (dueDate: string, userIds: number[] | null) =>
  assign({ kind: 'module', moduleId: 1, dueDate, userIds });

const classList = async () =>
  expectContract(await teacher().get('/api/teacher/assignments'), classAssignmentsSchema)
    .assignments;
const classView = async (id: number) => (await classList()).find((a) => a.id === id);

const mine = async (client: TestClient): Promise<MyAssignment[]> =>
  expectContract(await client.get('/api/assignments'), myAssignmentsSchema).assignments;

/** The student's view of one assignment (other tests' assignments to everyone are listed too). */
const myAssignment = async (client: TestClient, id: number) =>
  (await mine(client)).find((assignment) => assignment.id === id);

const outbox = async <N extends EventName>(name: N) =>
  (
    await learning.deps.prisma.outboxEvent.findMany({
      where: { name },
      orderBy: { occurredAt: 'asc' },
    })
  ).map((row) => row.payload as EventPayload<N>);

/** Every lesson of module 1 and its quiz passed (7 of 10 is a pass). */
async function finishModuleOne(student: { id: number; client: TestClient }) {
  await learning.completeModuleLessons(student.client, student.id, 1);
  expect((await learning.takeQuiz(student.client, 1, 7)).passed).toBe(true);
}

describe('assigning a module', () => {
  it('when a teacher assigns a module to two students, then teachers see it with 0 of 2 done, the two see it to do, and another student does not', async () => {
    const [ann, ben, cal] = await Promise.all([newStudent(), newStudent(), newStudent()]);
    const dueDate = daysFromToday(7);
    const created = await assign({
      kind: 'module',
      moduleId: 1,
      dueDate,
      userIds: [ben.id, ann.id, ben.id],
      note: '  Read it before Friday  ',
    });
    expect(created).toMatchObject({
      kind: 'module',
      moduleId: 1,
      contestId: null,
      title: 'Budgeting Basics',
      dueDate,
      note: 'Read it before Friday',
      userIds: [ann.id, ben.id],
      createdBy: TEACHER,
      assigned: 2,
      completed: 0,
      students: [
        { userId: ann.id, completedAt: null, remindedAt: null },
        { userId: ben.id, completedAt: null, remindedAt: null },
      ],
    });
    expect(await classView(created.id)).toEqual(created);
    expect(
      (await outbox('assignment.created')).filter((e) => e.assignmentId === created.id),
    ).toEqual([
      { assignmentId: created.id, title: 'Budgeting Basics', dueDate, userIds: [ann.id, ben.id] },
    ]);

    for (const student of [ann, ben]) {
      expect(await myAssignment(student.client, created.id)).toMatchObject({
        status: 'to_do',
        completedAt: null,
        href: '/lessons/1',
        title: 'Budgeting Basics',
        note: 'Read it before Friday',
      });
    }
    expect((await mine(cal.client)).map((a) => a.id)).not.toContain(created.id);
  });

  it('when the student completes every lesson and then passes the quiz, then the assignment is done at the pass, not before', async () => {
    const student = await newStudent();
    const { id } = await assignModuleOne(daysFromToday(3), [student.id]);
    await learning.completeModuleLessons(student.client, student.id, 1);
    expect(await myAssignment(student.client, id)).toMatchObject({ status: 'to_do' });

    expect((await learning.takeQuiz(student.client, 1, 3)).passed).toBe(false);
    expect(await myAssignment(student.client, id)).toMatchObject({ status: 'to_do' });

    expect((await learning.takeQuiz(student.client, 1, 8)).passed).toBe(true);
    const pass = await learning.deps.prisma.quizAttempt.findFirstOrThrow({
      where: { userId: student.id, passed: true },
    });
    expect(await myAssignment(student.client, id)).toMatchObject({
      id,
      status: 'done',
      completedAt: pass.submittedAt!.toISOString(),
    });
    expect(await classView(id)).toMatchObject({
      assigned: 1,
      completed: 1,
      students: [{ userId: student.id, completedAt: pass.submittedAt!.toISOString() }],
    });
  });

  it('when the due date passes, then what is not done is overdue, listed first by due date, and what is done comes last', async () => {
    const student = await newStudent();
    const contestId = await contestFromMarket('Overdue Cup');
    // Made today: due today, in two days and in eight.
    const first = await assignModuleOne(today(), [student.id]);
    const later = await assign({
      kind: 'contest',
      contestId,
      dueDate: daysFromToday(8),
      userIds: [student.id],
    });
    const middle = await assign({
      kind: 'contest',
      contestId,
      dueDate: daysFromToday(2),
      userIds: [student.id],
    });
    const ids = [first.id, middle.id, later.id];
    const ours = async () =>
      (await mine(student.client)).filter((assignment) => ids.includes(assignment.id));
    expect((await ours()).map((a) => [a.id, a.status])).toEqual([
      [first.id, 'to_do'],
      [middle.id, 'to_do'],
      [later.id, 'to_do'],
    ]);

    // Three days on: the first two are past due; then the contest is joined.
    setClock(new Date(Date.now() + 3 * DAY));
    expect((await ours()).map((a) => [a.id, a.status])).toEqual([
      [first.id, 'overdue'],
      [middle.id, 'overdue'],
      [later.id, 'to_do'],
    ]);
    const joinedAt = new Date().toISOString();
    await deliver('contest.joined', { contestId, userId: student.id, joinedAt });
    expect((await ours()).map((a) => [a.id, a.status, a.completedAt])).toEqual([
      [first.id, 'overdue', null],
      [middle.id, 'done', joinedAt],
      [later.id, 'done', joinedAt],
    ]);
  });

  it('when a teacher deletes an assignment, then 204, nobody sees it, and deleting it again is 404', async () => {
    const student = await newStudent();
    const { id } = await assignModuleOne(daysFromToday(2), [student.id]);
    const deleted = await teacher().delete(`/api/teacher/assignments/${id}`);
    expect(deleted.status).toBe(204);
    expect(await classView(id)).toBeUndefined();
    expect((await mine(student.client)).map((a) => a.id)).not.toContain(id);

    const again = await teacher().delete(`/api/teacher/assignments/${id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Assignment not found');
    const bad = await teacher().delete('/api/teacher/assignments/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('id must be a positive whole number');
  });
});

describe('assignments to everyone', () => {
  it('when a module is assigned to everyone, then every student sees it, and teachers count the users learning has not heard registering who have used the app', async () => {
    const active = newUser();
    const idle = newUser();
    expect((await active.client.get('/api/lessons/101')).status).toBe(200);

    const created = await assignModuleOne(daysFromToday(5), null);
    expect(created.userIds).toBeNull();
    const userIds = created.students.map((student) => student.userId);
    expect(userIds).toContain(active.id);
    expect(userIds).not.toContain(idle.id);
    expect(created.assigned).toBe(created.students.length);
    expect(
      (await outbox('assignment.created')).find((e) => e.assignmentId === created.id),
    ).toMatchObject({
      userIds: null,
    });

    for (const student of [active, idle]) {
      expect((await mine(student.client)).map((a) => a.id)).toContain(created.id);
    }
  });
});

describe('who the students are (user.registered, user.role_changed)', () => {
  const remindedFor = async (assignmentId: number) =>
    (await outbox('assignment.due_soon'))
      .filter((event) => event.assignmentId === assignmentId)
      .map((event) => event.userId);

  it('when a module is assigned to everyone, then a registered student who never used the app is counted and reminded, and a teacher or an admin who used it is not and lists nothing', async () => {
    const idle = await newStudent();
    const madeTeacher = await newStudent();
    expect((await madeTeacher.client.get('/api/lessons/101')).status).toBe(200);
    await roleChanged(madeTeacher.id, 'teacher', new Date());
    const admin = newUser();
    await registered(admin.id, 'admin');
    const adminClient = learning.clientAs(admin.id, 'admin');
    expect((await adminClient.get('/api/lessons/101')).status).toBe(200);
    const earlier = newUser(); // registered before learning kept learners, and has used it
    expect((await earlier.client.get('/api/lessons/101')).status).toBe(200);

    const created = await assignModuleOne(daysFromToday(1), null);
    const assigned = created.students.map((student) => student.userId);
    expect(assigned).toEqual(expect.arrayContaining([idle.id, earlier.id]));
    expect(assigned).not.toContain(madeTeacher.id);
    expect(assigned).not.toContain(admin.id);
    expect(created.assigned).toBe(assigned.length);
    expect(await classView(created.id)).toEqual(created);

    await remindAssignmentsDueTomorrow(learning.deps, new Date());
    const reminded = await remindedFor(created.id);
    expect(reminded).toEqual(expect.arrayContaining([idle.id, earlier.id]));
    expect(reminded).not.toContain(madeTeacher.id);
    expect(reminded).not.toContain(admin.id);
    const view = await classView(created.id);
    expect(view?.students.find((s) => s.userId === idle.id)?.remindedAt).not.toBeNull();

    expect(await myAssignment(idle.client, created.id)).toMatchObject({ status: 'to_do' });
    expect(await mine(teacher(madeTeacher.id))).toEqual([]);
    expect(await mine(adminClient)).toEqual([]);
  });

  it('when an older role change is heard after a newer one, then the newer one stands, and a registration heard late does not undo a role change', async () => {
    const user = await newStudent();
    const now = Date.now();
    await roleChanged(user.id, 'teacher', new Date(now - HOUR));
    await roleChanged(user.id, 'student', new Date(now - 2 * HOUR)); // older, heard later
    const named = { kind: 'module', moduleId: 1, dueDate: daysFromToday(3), note: '' };
    const refused = await teacher().post('/api/teacher/assignments', {
      ...named,
      userIds: [user.id],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`There is no student ${user.id}`);
    const everyone = await assign({ ...named, userIds: null });
    expect(everyone.students.map((s) => s.userId)).not.toContain(user.id);
    expect(await mine(user.client)).toEqual([]);

    await roleChanged(user.id, 'student', new Date(now)); // newer: a student again
    const mineNow = await assign({ ...named, userIds: [user.id] });
    expect(mineNow.students).toEqual([{ userId: user.id, completedAt: null, remindedAt: null }]);
    expect((await classView(everyone.id))?.students.map((s) => s.userId)).toContain(user.id);
    expect((await mine(user.client)).map((a) => a.id)).toEqual(
      expect.arrayContaining([everyone.id, mineNow.id]),
    );

    const promotedFirst = newUser();
    await roleChanged(promotedFirst.id, 'teacher', new Date(now - HOUR));
    await registered(promotedFirst.id, 'student', new Date(now - 2 * HOUR));
    const again = await teacher().post('/api/teacher/assignments', {
      ...named,
      userIds: [promotedFirst.id],
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(`There is no student ${promotedFirst.id}`);
    expect((await classView(everyone.id))?.students.map((s) => s.userId)).not.toContain(
      promotedFirst.id,
    );
  });

  it('when a teacher names a teacher, an admin or someone learning does not know, then 400 names the first of them and nothing is assigned or published', async () => {
    const student = await newStudent();
    const madeTeacher = await newStudent();
    await roleChanged(madeTeacher.id, 'teacher', new Date());
    const admin = newUser();
    await registered(admin.id, 'admin');
    const stranger = newUser(); // never registered as far as learning knows, never used it
    const cases: [number[], number][] = [
      [[student.id, madeTeacher.id], madeTeacher.id],
      [[admin.id], admin.id],
      [[stranger.id, student.id], stranger.id],
      [[student.id, stranger.id, madeTeacher.id], stranger.id],
    ];
    const assignmentsBefore = await learning.deps.prisma.assignment.count();
    const namedBefore = await learning.deps.prisma.assignmentStudent.count();
    const eventsBefore = await learning.outboxCount('assignment.created');
    for (const [userIds, first] of cases) {
      const response = await teacher().post('/api/teacher/assignments', {
        kind: 'module',
        moduleId: 1,
        dueDate: daysFromToday(2),
        note: '',
        userIds,
      });
      expect(response.status, JSON.stringify(userIds)).toBe(400);
      expect(response.body).toMatchObject({
        code: 'UNKNOWN_STUDENT',
        message: `There is no student ${first}`,
      });
    }
    expect(await learning.deps.prisma.assignment.count()).toBe(assignmentsBefore);
    expect(await learning.deps.prisma.assignmentStudent.count()).toBe(namedBefore);
    expect(await learning.outboxCount('assignment.created')).toBe(eventsBefore);

    // Someone learning never heard registering who has used it is a student (they came before).
    const earlier = newUser();
    expect((await earlier.client.get('/api/lessons/101')).status).toBe(200);
    const created = await assignModuleOne(daysFromToday(2), [earlier.id, student.id]);
    expect(created.userIds).toEqual([student.id, earlier.id].sort((a, b) => a - b));
  });

  it('when a student named in an assignment is made a teacher, then they are no longer counted, reminded or listed', async () => {
    const [stays, promoted] = await Promise.all([newStudent(), newStudent()]);
    const created = await assignModuleOne(daysFromToday(1), [stays.id, promoted.id]);
    expect(created.assigned).toBe(2);
    await roleChanged(promoted.id, 'teacher', new Date());

    expect(await classView(created.id)).toMatchObject({
      userIds: [stays.id, promoted.id],
      assigned: 1,
      completed: 0,
      students: [{ userId: stays.id }],
    });
    await remindAssignmentsDueTomorrow(learning.deps, new Date());
    expect(await remindedFor(created.id)).toEqual([stays.id]);
    expect(await mine(teacher(promoted.id))).toEqual([]);
  });
});

describe('contest assignments', () => {
  it('when a contest assignment is made, then it links to the contest under its name, and contest.joined (even delivered twice) makes it done at the join', async () => {
    const student = await newStudent();
    const contestId = await contestFromMarket('Winter Cup');
    const created = await assign({
      kind: 'contest',
      contestId,
      dueDate: daysFromToday(4),
      userIds: [student.id],
    });
    expect(created).toMatchObject({
      kind: 'contest',
      contestId,
      moduleId: null,
      title: 'Winter Cup',
    });
    expect(await myAssignment(student.client, created.id)).toMatchObject({
      status: 'to_do',
      href: `/contests/${contestId}`,
      title: 'Winter Cup',
    });

    const joinedAt = new Date().toISOString();
    const eventId = randomUUID();
    const joined = { contestId, userId: student.id, joinedAt };
    expect(await deliver('contest.joined', joined, eventId)).toBe('handled');
    expect(await deliver('contest.joined', joined, eventId)).toBe('duplicate');
    expect(await myAssignment(student.client, created.id)).toMatchObject({
      status: 'done',
      completedAt: joinedAt,
    });
    expect(await classView(created.id)).toMatchObject({ assigned: 1, completed: 1 });
  });

  it('when contest.created comes again with new dates, then the contest is updated, not duplicated', async () => {
    const contestId = await contestFromMarket('Spring Cup');
    const endsAt = new Date(Date.now() + 60 * DAY).toISOString();
    await deliver('contest.created', {
      contestId,
      name: 'Spring Cup (long)',
      startsAt: new Date().toISOString(),
      endsAt,
    });
    const stored = await learning.deps.prisma.contestRef.findMany({ where: { contestId } });
    expect(stored).toEqual([
      expect.objectContaining({ name: 'Spring Cup (long)', endsAt: new Date(endsAt) }),
    ]);
  });
});

describe('bad input', () => {
  it('when the body is wrong, then 400 says what is wrong and nothing is assigned or published', async () => {
    const ended = await contestFromMarket('Old Cup', new Date(Date.now() - HOUR));
    const tooMany = Array.from({ length: 1001 }, (_, i) => i + 1);
    const yesterday = dayInZone(new Date(Date.now() - DAY), ZONE);
    const cases: [Record<string, unknown>, string][] = [
      [
        { kind: 'module', moduleId: 999, dueDate: daysFromToday(1), userIds: null },
        'There is no module 999',
      ],
      [
        { kind: 'contest', contestId: 9_999, dueDate: daysFromToday(1), userIds: null },
        'There is no contest 9999',
      ],
      [
        { kind: 'contest', contestId: ended, dueDate: daysFromToday(1), userIds: null },
        'That contest has already ended',
      ],
      [
        { kind: 'module', moduleId: 1, dueDate: yesterday, userIds: null },
        `The due date ${yesterday} has passed`,
      ],
      [
        { kind: 'module', moduleId: 1, dueDate: daysFromToday(1), userIds: tooMany },
        'Assign to at most 1000 students at a time',
      ],
      [
        { kind: 'module', moduleId: 1, dueDate: daysFromToday(1), userIds: [] },
        'Choose at least one student, or assign to everyone',
      ],
      [
        { kind: 'module', moduleId: 1, dueDate: daysFromToday(1) },
        'List the students, or assign to everyone',
      ],
      [{ kind: 'module', dueDate: daysFromToday(1), userIds: null }, 'Choose the module to assign'],
      [
        { kind: 'contest', dueDate: daysFromToday(1), userIds: null },
        'Choose the contest to assign',
      ],
      [
        { kind: 'lesson', moduleId: 1, dueDate: daysFromToday(1), userIds: null },
        'Assign a module or a contest',
      ],
      [
        { kind: 'module', moduleId: 1, contestId: 1, dueDate: daysFromToday(1), userIds: null },
        'Assign a module or a contest, not both',
      ],
      [
        { kind: 'module', moduleId: 1, dueDate: '2026-02-30', userIds: null },
        'Please give the due date as YYYY-MM-DD',
      ],
      [
        { kind: 'module', moduleId: 1, dueDate: daysFromToday(1), userIds: [0] },
        'A student id is a whole number above 0',
      ],
      [
        {
          kind: 'module',
          moduleId: 1,
          dueDate: daysFromToday(1),
          userIds: null,
          note: 'x'.repeat(501),
        },
        'The note is at most 500 characters',
      ],
      [
        { kind: 'module', moduleId: 1, dueDate: daysFromToday(1), userIds: null, extra: 1 },
        'Unrecognized key',
      ],
    ];
    const assignmentsBefore = await learning.deps.prisma.assignment.count();
    const eventsBefore = await learning.outboxCount('assignment.created');
    for (const [body, message] of cases) {
      const response = await teacher().post('/api/teacher/assignments', body);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(response.body.message, JSON.stringify(body).slice(0, 120)).toContain(message);
    }
    expect(await learning.deps.prisma.assignment.count()).toBe(assignmentsBefore);
    expect(await learning.deps.prisma.assignmentStudent.count({ where: { userId: 1 } })).toBe(0);
    expect(await learning.outboxCount('assignment.created')).toBe(eventsBefore);
  });

  it('when a student or a guest calls the teacher routes, then 403 or 401 and nothing changes', async () => {
    const student = await newStudent();
    const { id } = await assignModuleOne(daysFromToday(2), [student.id]);
    const before = await learning.deps.prisma.assignment.count();
    const body = { kind: 'module', moduleId: 1, dueDate: daysFromToday(2), userIds: null };
    for (const [client, status] of [
      [student.client, 403],
      [learning.client(), 401],
    ] as const) {
      const calls = [
        await client.post('/api/teacher/assignments', body),
        await client.get('/api/teacher/assignments'),
        await client.delete(`/api/teacher/assignments/${id}`),
        await client.get('/api/teacher/review-due'),
      ];
      for (const call of calls) {
        expect(call.status, call.request).toBe(status);
        if (status === 403) expect(call.body.message).toBe('Teachers and admins only');
      }
    }
    expect((await learning.client().get('/api/assignments')).status).toBe(401);
    expect(await learning.deps.prisma.assignment.count()).toBe(before);
    expect((await mine(student.client)).map((a) => a.id)).toContain(id);
  });

  it('when an admin assigns, then it works as for a teacher', async () => {
    const student = await newStudent();
    const created = await assign(
      { kind: 'module', moduleId: 1, dueDate: today(), userIds: [student.id] },
      learning.clientAs(9_001, 'admin'),
    );
    expect(created.createdBy).toBe(9_001);
  });
});

describe('reminders', () => {
  it('when two replicas run the reminder job at once, then each student who has not done an assignment due tomorrow gets one assignment.due_soon, and done students none', async () => {
    const [slow, done, later] = await Promise.all([newStudent(), newStudent(), newStudent()]);
    await finishModuleOne(done);
    const tomorrow = daysFromToday(1);
    const due = await assignModuleOne(tomorrow, [slow.id, done.id]);
    const notYet = await assignModuleOne(daysFromToday(2), [later.id]);
    const remindersOf = async (assignmentId: number) =>
      (await outbox('assignment.due_soon')).filter((e) => e.assignmentId === assignmentId);

    const now = new Date();
    const runs = await Promise.all([
      remindAssignmentsDueTomorrow(learning.deps, now),
      remindAssignmentsDueTomorrow(learning.deps, now),
    ]);
    expect(runs.every((run) => run.assignments >= 1)).toBe(true);
    expect(await remindersOf(due.id)).toEqual([
      {
        assignmentId: due.id,
        userId: slow.id,
        title: 'Budgeting Basics',
        dueDate: tomorrow,
        href: '/lessons/1',
      },
    ]);
    expect(await remindersOf(notYet.id)).toEqual([]);

    await remindAssignmentsDueTomorrow(learning.deps, new Date());
    expect(await remindersOf(due.id)).toHaveLength(1);
    const view = await classView(due.id);
    expect(view?.students.find((s) => s.userId === slow.id)?.remindedAt).not.toBeNull();
    expect(view?.students.find((s) => s.userId === done.id)).toMatchObject({ remindedAt: null });
    expect(view?.students.find((s) => s.userId === done.id)?.completedAt).not.toBeNull();

    // A day later, the next assignment is due tomorrow.
    await remindAssignmentsDueTomorrow(learning.deps, new Date(Date.now() + DAY));
    expect((await remindersOf(notYet.id)).map((e) => e.userId)).toEqual([later.id]);
  });
});

describe('review due', () => {
  it('when a teacher asks, then each student has their cards due now and in all', async () => {
    const student = await newStudent();
    expect((await learning.takeQuiz(student.client, 1, 0)).passed).toBe(false);
    const questions = await learning.deps.prisma.quizQuestion.count({ where: { moduleId: 1 } });
    const cards = (await student.client.get('/api/lessons/1/flashcards')).body as { id: number }[];
    expect(
      (await student.client.post(`/api/lessons/1/flashcards/${cards[0]!.id}/mastery`)).status,
    ).toBe(200);

    const answer = expectContract(await teacher().get('/api/teacher/review-due'), reviewDueSchema);
    expect(answer.students.find((s) => s.userId === student.id)).toEqual({
      userId: student.id,
      due: questions,
      total: questions + 1,
    });
  });
});
