import type { Announcement, CreateAnnouncementBody } from '@fc/contracts/announcements';
import { httpErrors } from '@fc/service-kit/errors';
import { publishEvent } from '@fc/service-kit/events/publish';
import { sqlIn, type Db } from '../db.ts';
import {
  addDismissal,
  createAnnouncement,
  findLiveAnnouncement,
  listLiveAnnouncements,
  listUndismissedAnnouncements,
  markAnnouncementDeleted,
} from './announcements.repository.ts';
import { renderAnnouncement } from './render.ts';

/** How many announcements a student's dashboard shows at once. */
export const ANNOUNCEMENTS_SHOWN = 20;

interface StoredAnnouncement {
  id: number;
  body: string;
  postedAt: Date;
  author: { firstName: string; lastName: string };
}

function toApiAnnouncement(announcement: StoredAnnouncement): Announcement {
  return {
    id: announcement.id,
    body: announcement.body,
    html: renderAnnouncement(announcement.body),
    authorName: `${announcement.author.firstName} ${announcement.author.lastName}`,
    postedAt: announcement.postedAt.toISOString(),
  };
}

const notFound = (id: number) =>
  httpErrors.notFound(`There is no announcement ${id}`, 'ANNOUNCEMENT_NOT_FOUND');

/** A teacher or admin posts a note; announcement.posted lets open dashboards show it at once. */
export async function postAnnouncement(
  db: Db,
  authorId: number,
  input: CreateAnnouncementBody,
): Promise<Announcement> {
  const announcement = await db.$transaction(async (tx) => {
    const created = await createAnnouncement(tx, { body: input.body, authorId });
    await publishEvent(sqlIn(tx), 'announcement.posted', {
      announcementId: created.id,
      postedAt: created.postedAt.toISOString(),
    });
    return created;
  });
  return toApiAnnouncement(announcement);
}

/** The staff view: every live announcement with how many dismissed it. */
export async function listStaffAnnouncements(
  db: Db,
): Promise<{ announcements: (Announcement & { dismissals: number })[] }> {
  const announcements = await listLiveAnnouncements(db);
  return {
    announcements: announcements.map((announcement) => ({
      ...toApiAnnouncement(announcement),
      dismissals: announcement._count.dismissals,
    })),
  };
}

/** What the user still has to see, newest first. */
export async function listAnnouncementsFor(
  db: Db,
  userId: number,
): Promise<{ announcements: Announcement[] }> {
  const announcements = await listUndismissedAnnouncements(db, userId, ANNOUNCEMENTS_SHOWN);
  return { announcements: announcements.map(toApiAnnouncement) };
}

export async function deleteAnnouncement(db: Db, id: number): Promise<void> {
  if (!(await markAnnouncementDeleted(db, id, new Date()))) throw notFound(id);
}

export async function dismissAnnouncement(db: Db, id: number, userId: number): Promise<void> {
  if (!(await findLiveAnnouncement(db, id))) throw notFound(id);
  await addDismissal(db, id, userId);
}
