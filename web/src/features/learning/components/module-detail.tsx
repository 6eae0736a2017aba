import type { LessonSummary } from '@fc/contracts/learning';
import { ArrowLeft, BookOpen, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { useModuleLessons } from '@/api/get-module-lessons';
import { useProgress } from '@/api/get-progress';
import { buttonVariants } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Spinner } from '@/components/ui/spinner';
import { LoadFailedState, StateCard } from '@/components/ui/state-card';
import { paths } from '@/config/paths';
import { useModule } from '@/features/learning/api/get-module';
import { useModuleAccess } from '@/features/learning/api/get-module-access';
import { useModuleProgress } from '@/features/learning/api/get-module-progress';
import { LessonList } from '@/features/learning/components/lesson-list';
import { LessonReaderDialog } from '@/features/learning/components/lesson-reader-dialog';
import { LockedModuleNotice } from '@/features/learning/components/locked-module-notice';
import { ModuleHeader } from '@/features/learning/components/module-header';
import { LESSON_PARAM } from '@/features/learning/utils/lesson-link';
import { isNotFound } from '@/lib/api-errors';
import { useSession } from '@/lib/auth';
import { getCompletedLessonIds, getLessonStates } from '@/lib/learning-progress';

const pageClasses = 'mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10';

export function BackToModulesLink() {
  return (
    <Link
      to={paths.lessons}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary-700 hover:text-primary-800"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All modules
    </Link>
  );
}

export function ModuleNotFound() {
  return (
    <div className={pageClasses}>
      <StateCard
        as="h1"
        icon={SearchX}
        tone="danger"
        title="Module not found"
        message="This module does not exist or is no longer available."
        actions={
          <Link to={paths.lessons} className={buttonVariants()}>
            <ArrowLeft aria-hidden="true" />
            Back to Modules
          </Link>
        }
      />
    </div>
  );
}

/** /lessons/{moduleId}: the module's header and its lessons, read in order. */
export function ModuleDetail({ moduleId }: { moduleId: number | null }) {
  if (moduleId === null) return <ModuleNotFound />;
  return <ModuleDetailContent moduleId={moduleId} />;
}

function ModuleDetailContent({ moduleId }: { moduleId: number }) {
  const { user, isGuest } = useSession();
  const moduleQuery = useModule(moduleId);
  const lessonsQuery = useModuleLessons(moduleId);
  const access = useModuleAccess(moduleId);
  const progressQuery = useProgress(user?.id);
  const moduleProgressQuery = useModuleProgress(user?.id, moduleId);
  const [readingLesson, setReadingLesson] = useState<LessonSummary | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedLessonId = Number(searchParams.get(LESSON_PARAM));

  // ?lesson={id} (a quiz's 'Next lesson') opens that lesson once the list is known, if it is open.
  const lessonsData = lessonsQuery.data;
  const progressData = progressQuery.data;
  const isProgressKnown = isGuest || progressQuery.isSuccess;
  useEffect(() => {
    if (!requestedLessonId || !lessonsData || !isProgressKnown) return;
    const states = getLessonStates(lessonsData, getCompletedLessonIds(progressData), { isGuest });
    const index = lessonsData.findIndex((lesson) => lesson.id === requestedLessonId);
    const requested = lessonsData[index];
    if (requested && states[index] !== 'locked') setReadingLesson(requested);
    setSearchParams(
      (params) => {
        params.delete(LESSON_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [requestedLessonId, lessonsData, progressData, isProgressKnown, isGuest, setSearchParams]);

  if (moduleQuery.isPending) {
    return (
      <div className="flex justify-center py-20">
        <Spinner label="Loading module" />
      </div>
    );
  }

  if (moduleQuery.isError) {
    if (isNotFound(moduleQuery.error)) {
      return <ModuleNotFound />;
    }
    return (
      <div className={pageClasses}>
        <LoadFailedState
          as="h1"
          title="Could not load this module"
          onRetry={() => void moduleQuery.refetch()}
          actions={
            <Link to={paths.lessons} className={buttonVariants({ variant: 'outline' })}>
              Back to Modules
            </Link>
          }
        />
      </div>
    );
  }

  const module = moduleQuery.data;
  const lessons = lessonsQuery.data ?? [];
  const completedIds = getCompletedLessonIds(progressQuery.data);
  const completedHere = lessons.filter((lesson) => completedIds.has(lesson.id)).length;
  const states = getLessonStates(lessons, completedIds, { isGuest });
  const isLocked = !isGuest && access.reason !== 'loading' && !access.canAccess;
  const totalLessons = lessonsQuery.data ? lessons.length : module.totalLessons;

  return (
    <div className={pageClasses}>
      <div className="mb-4">
        <BackToModulesLink />
      </div>
      <ModuleHeader
        module={module}
        completed={completedHere}
        totalLessons={totalLessons}
        quizPassed={moduleProgressQuery.data?.quizPassed ?? false}
        showActions={!isLocked}
      />

      <section aria-labelledby="module-lessons" className="mt-8">
        <h2 id="module-lessons" className="mb-4 text-xl font-bold text-slate-900">
          Lessons
        </h2>
        {progressQuery.isError ? (
          <div className="mb-4">
            <InlineAlert onRetry={() => void progressQuery.refetch()}>
              {progressQuery.error.message}
            </InlineAlert>
          </div>
        ) : null}
        {access.reason === 'loading' || lessonsQuery.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading lessons" />
          </div>
        ) : isLocked ? (
          <LockedModuleNotice
            previousModule={access.previousModule}
            accessFailed={access.reason === 'error'}
          />
        ) : lessonsQuery.isError ? (
          <InlineAlert onRetry={() => void lessonsQuery.refetch()}>
            Could not load the lessons of this module.
          </InlineAlert>
        ) : lessons.length === 0 ? (
          <StateCard
            icon={BookOpen}
            title="No lessons yet"
            message="The lessons of this module will appear here soon."
          />
        ) : (
          <LessonList
            labelledBy="module-lessons"
            lessons={lessons}
            states={states}
            onOpen={setReadingLesson}
          />
        )}
      </section>

      <LessonReaderDialog
        lesson={readingLesson}
        nextLesson={
          readingLesson
            ? (lessons[lessons.findIndex((lesson) => lesson.id === readingLesson.id) + 1] ?? null)
            : null
        }
        isCompleted={readingLesson ? completedIds.has(readingLesson.id) : false}
        onOpenLesson={setReadingLesson}
        onClose={() => setReadingLesson(null)}
      />
    </div>
  );
}
