import type { LessonSummary, Module } from '@fc/contracts/learning';
import { httpErrors } from '@fc/service-kit/errors';
import type { Db } from '../db.ts';
import { findModule, listLessonsOfModule, listModules } from './modules.repository.ts';

export const moduleNotFound = () => httpErrors.notFound('Module not found', 'MODULE_NOT_FOUND');

export function getModules(db: Db): Promise<Module[]> {
  return listModules(db);
}

export async function getModule(db: Db, id: number): Promise<Module> {
  const module = await findModule(db, id);
  if (!module) throw moduleNotFound();
  return module;
}

export async function getModuleLessons(db: Db, id: number): Promise<LessonSummary[]> {
  await getModule(db, id);
  return listLessonsOfModule(db, id);
}
