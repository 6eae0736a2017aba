import { Link, useLocation } from 'react-router-dom';

import { bottomNavItems, isNavItemActive } from '@/components/layout/nav-items';
import { cn } from '@/lib/cn';

/** The small-screen tab bar. */
export function BottomBar() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Quick"
      className="fixed inset-x-0 bottom-0 z-40 border-t print:hidden border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-6">
        {bottomNavItems.map(({ label, to, icon: Icon }) => {
          const isActive = isNavItemActive(pathname, to);
          return (
            <li key={to} className="flex">
              <Link
                to={to}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex flex-1 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
                  isActive ? 'text-primary-700' : 'text-slate-500 hover:text-slate-900',
                )}
              >
                <span
                  className={cn(
                    'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                    isActive && 'bg-primary-50',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
