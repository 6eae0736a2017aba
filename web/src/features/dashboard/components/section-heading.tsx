import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';

export interface SectionHeadingProps {
  id: string;
  title: string;
  /** A "see all" link beside the heading. */
  link?: { label: string; to: string };
}

/** The heading of a dashboard section, with an optional link to the full page. */
export function SectionHeading({ id, title, link }: SectionHeadingProps) {
  return (
    <div className="mb-3 flex items-baseline justify-between gap-3 sm:mb-4">
      <h2 id={id} className="text-lg font-bold text-slate-900 sm:text-xl">
        {title}
      </h2>
      {link ? (
        <Link
          to={link.to}
          className="inline-flex shrink-0 items-center gap-1 rounded text-sm font-semibold text-primary-700 hover:text-primary-800 hover:underline"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}
