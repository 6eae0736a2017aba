import { ExternalLink } from 'lucide-react';

export interface SourceLink {
  name: string;
  url: string;
}

/** A list of sources, each opening in a new tab (and saying so to screen readers). */
export function SourceLinks({ sources }: { sources: readonly SourceLink[] }) {
  return (
    <ul className="mt-1 space-y-1">
      {sources.map((source) => (
        <li key={source.url}>
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800"
          >
            {source.name}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
