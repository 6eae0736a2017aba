import type { Module } from '@fc/contracts/learning';
import { BookOpen, CircleAlert, Layers, RotateCw, Star } from 'lucide-react';

import { useModulesAccess } from '@/api/get-module-access-map';
import { useModules } from '@/api/get-modules';
import { useProgress } from '@/api/get-progress';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { StatTile } from '@/components/ui/stat-tile';
import { LoadingState, StateCard } from '@/components/ui/state-card';
import { ModuleCard } from '@/features/learning/components/module-card';
import { useSession } from '@/lib/auth';
import { countCompletedInModule, getCompletedLessonIds } from '@/lib/learning-progress';
import { categoryLabels } from '@/lib/module-style';
import { formatPoints } from '@/lib/user-display';

const categories: Module['category'][] = ['personal', 'commercial'];

/** /lessons: the summary counts and the modules in their two groups (docs/product.md section 2). */
export function ModulesList() {
  const { user } = useSession();
  const modulesQuery = useModules();
  const progressQuery = useProgress(user?.id);
  const access = useModulesAccess();

  if (modulesQuery.isPending || access.isLoading) {
    return <LoadingState label="Loading modules" />;
  }

  if (modulesQuery.isError) {
    return (
      <StateCard
        icon={CircleAlert}
        tone="danger"
        role="alert"
        title="Could not load the modules"
        message="Something went wrong while loading the learning modules. Please try again."
        actions={
          <Button variant="outline" onClick={() => void modulesQuery.refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        }
      />
    );
  }

  const modules = modulesQuery.data;
  const records = progressQuery.data;
  const completedLessons = getCompletedLessonIds(records).size;

  return (
    <div className="space-y-8 sm:space-y-10">
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        <StatTile icon={Layers} label="Total modules" value={modules.length} />
        <StatTile
          icon={BookOpen}
          label="Lessons completed"
          value={completedLessons}
          tone="bg-success-soft text-green-700"
        />
        <StatTile
          icon={Star}
          label="Points"
          value={formatPoints(user?.points ?? 0)}
          tone="bg-warning-soft text-amber-700"
        />
      </dl>

      {progressQuery.isError ? (
        <InlineAlert onRetry={() => void progressQuery.refetch()}>
          {progressQuery.error.message}
        </InlineAlert>
      ) : null}

      {access.isError ? (
        <InlineAlert onRetry={access.retry}>
          We could not check which modules are unlocked, so they are shown locked for now.
        </InlineAlert>
      ) : null}

      {modules.length === 0 ? (
        <StateCard
          icon={BookOpen}
          title="No modules yet"
          message="Learning modules will appear here once they are published."
        />
      ) : null}

      {categories.map((category) => {
        const group = modules.filter((module) => module.category === category);
        if (group.length === 0) return null;
        const headingId = `modules-${category}`;
        return (
          <section key={category} aria-labelledby={headingId}>
            <div className="mb-4 flex items-baseline justify-between gap-2">
              <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
                {categoryLabels[category]}
              </h2>
              <span className="text-sm text-slate-500">
                {group.length} {group.length === 1 ? 'module' : 'modules'}
              </span>
            </div>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.map((module) => {
                const moduleAccess = access.getAccess(module.id);
                return (
                  <li key={module.id}>
                    <ModuleCard
                      module={module}
                      completed={countCompletedInModule(records, module.id)}
                      isLocked={!moduleAccess.canAccess}
                      previousModule={moduleAccess.previousModule}
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
