import { Router } from 'express';
import { createAssignmentSchema } from '@fc/contracts/assignments';
import { requireAuth, requireStaff, sessionOf } from '@fc/service-kit/guards';
import { idParam, parse } from '@fc/service-kit/validation';
import type { LearningDeps } from '../deps.ts';
import {
  createAssignment,
  listClassAssignments,
  listMyAssignments,
  removeAssignment,
} from './assignments.service.ts';

/** Teachers and admins assign work; each student sees what is assigned to them. */
export function assignmentsRoutes(deps: LearningDeps): Router {
  const router = Router();
  router.post('/api/teacher/assignments', requireStaff, async (req, res) => {
    const body = parse(createAssignmentSchema, req.body);
    res.status(201).json(await createAssignment(deps, sessionOf(req).userId, body));
  });
  router.get('/api/teacher/assignments', requireStaff, async (_req, res) => {
    res.json({ assignments: await listClassAssignments(deps) });
  });
  router.delete('/api/teacher/assignments/:id', requireStaff, async (req, res) => {
    await removeAssignment(deps, idParam(req, 'id'));
    res.status(204).end();
  });
  router.get('/api/assignments', requireAuth, async (req, res) => {
    res.json({ assignments: await listMyAssignments(deps, sessionOf(req).userId) });
  });
  return router;
}
