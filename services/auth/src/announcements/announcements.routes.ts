import { Router } from 'express';
import { createAnnouncementSchema } from '@fc/contracts/announcements';
import { requireAuth, requireStaff, sessionOf } from '@fc/service-kit/guards';
import { idParam, parse } from '@fc/service-kit/validation';
import type { AuthDeps } from '../deps.ts';
import {
  deleteAnnouncement,
  dismissAnnouncement,
  listAnnouncementsFor,
  listStaffAnnouncements,
  postAnnouncement,
} from './announcements.service.ts';

export function announcementsRoutes(deps: AuthDeps): Router {
  const router = Router();
  router.post('/api/teacher/announcements', requireStaff, async (req, res) => {
    const body = parse(createAnnouncementSchema, req.body);
    res.status(201).json(await postAnnouncement(deps.prisma, sessionOf(req).userId, body));
  });
  router.get('/api/teacher/announcements', requireStaff, async (_req, res) => {
    res.json(await listStaffAnnouncements(deps.prisma));
  });
  router.delete('/api/teacher/announcements/:id', requireStaff, async (req, res) => {
    await deleteAnnouncement(deps.prisma, idParam(req, 'id'));
    res.status(204).end();
  });
  router.get('/api/announcements', requireAuth, async (req, res) => {
    res.json(await listAnnouncementsFor(deps.prisma, sessionOf(req).userId));
  });
  router.post('/api/announcements/:id/dismiss', requireAuth, async (req, res) => {
    await dismissAnnouncement(deps.prisma, idParam(req, 'id'), sessionOf(req).userId);
    res.status(204).end();
  });
  return router;
}
