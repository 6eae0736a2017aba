import { Skeleton } from '@/components/ui/skeleton';

/** Rows of placeholders while a list of members loads. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-3 p-4 sm:p-5">
      <span className="sr-only">{label}</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}
