import type { DbOrTx } from '../db.ts';

const withAuthor = { author: { select: { firstName: true, lastName: true } } } as const;

export function createAnnouncement(db: DbOrTx, data: { body: string; authorId: number }) {
  return db.announcement.create({ data, include: withAuthor });
}

/** Every live announcement, newest first, with how many dismissed it. */
export function listLiveAnnouncements(db: DbOrTx) {
  return db.announcement.findMany({
    where: { deletedAt: null },
    orderBy: [{ postedAt: 'desc' }, { id: 'desc' }],
    include: { ...withAuthor, _count: { select: { dismissals: true } } },
  });
}

/** The live announcements this user has not dismissed, newest first. */
export function listUndismissedAnnouncements(db: DbOrTx, userId: number, limit: number) {
  return db.announcement.findMany({
    where: { deletedAt: null, dismissals: { none: { userId } } },
    orderBy: [{ postedAt: 'desc' }, { id: 'desc' }],
    take: limit,
    include: withAuthor,
  });
}

export function findLiveAnnouncement(db: DbOrTx, id: number) {
  return db.announcement.findFirst({ where: { id, deletedAt: null }, select: { id: true } });
}

/** Marks a live announcement deleted; answers whether there was one. */
export async function markAnnouncementDeleted(db: DbOrTx, id: number, at: Date): Promise<boolean> {
  const { count } = await db.announcement.updateMany({
    where: { id, deletedAt: null },
    data: { deletedAt: at },
  });
  return count > 0;
}

/** A second dismissal of the same announcement keeps the first. */
export async function addDismissal(db: DbOrTx, announcementId: number, userId: number) {
  await db.announcementDismissal.createMany({
    data: [{ announcementId, userId }],
    skipDuplicates: true,
  });
}
