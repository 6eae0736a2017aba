import { BookOpen } from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

/** The floating shortcut to the lessons, above the mobile bottom bar. */
export function LessonsFab() {
  return (
    <Link
      to={paths.lessons}
      aria-label="Browse lessons"
      className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 inline-flex size-14 items-center justify-center gap-2 rounded-full bg-primary-600 text-white shadow-lg shadow-primary-900/20 transition hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:right-6 lg:right-8 lg:bottom-8 lg:h-12 lg:w-auto lg:px-5"
    >
      <BookOpen aria-hidden="true" className="size-6 lg:size-5" />
      <span aria-hidden="true" className="hidden font-semibold lg:inline">
        Browse lessons
      </span>
    </Link>
  );
}
