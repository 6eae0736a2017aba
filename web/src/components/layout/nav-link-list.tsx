import { Link, useLocation } from 'react-router-dom';

import { isNavItemActive, type NavItem } from '@/components/layout/nav-items';
import { cn } from '@/lib/cn';

export interface NavLinkListProps {
  items: readonly NavItem[];
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

/** The main links, marking the active one with aria-current="page". */
export function NavLinkList({ items, orientation, onNavigate }: NavLinkListProps) {
  const { pathname } = useLocation();
  const isVertical = orientation === 'vertical';
  return (
    <ul className={cn('flex', isVertical ? 'flex-col gap-1' : 'items-center gap-0.5 xl:gap-1')}>
      {items.map(({ label, to, icon: Icon }) => {
        const isActive = isNavItemActive(pathname, to);
        return (
          <li key={to}>
            <Link
              to={to}
              onClick={onNavigate}
              aria-current={isActive ? 'page' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-lg font-medium transition-colors',
                // Beside the club's name and the account's controls the eight links fit as words
                // alone (no icons), tighter below xl.
                isVertical ? 'px-3 py-2.5 text-base' : 'px-1.5 py-2 text-sm xl:px-2.5',
                isActive
                  ? 'bg-primary-50 text-primary-700'
                  : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              {isVertical ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
