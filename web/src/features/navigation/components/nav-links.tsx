import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import type { NavItem } from './nav-items';

interface NavLinksProps {
  items: NavItem[];
  /** 'bar' for the desktop row, 'menu' for the stacked mobile list */
  layout: 'bar' | 'menu';
  onNavigate?: () => void;
}

export function NavLinks({ items, layout, onNavigate }: NavLinksProps) {
  const testIdPrefix = layout === 'bar' ? 'nav-link' : 'mobile-nav-link';
  return (
    <>
      {items.map(({ id, to, label, icon: Icon }) => (
        <NavLink
          key={id}
          to={to}
          end={to === '/'}
          onClick={onNavigate}
          data-testid={`${testIdPrefix}-${id}`}
          className={({ isActive }) =>
            cn(
              'inline-flex items-center gap-2 rounded-md text-sm font-semibold transition-colors',
              layout === 'bar' ? 'px-3 py-2' : 'px-3 py-3 text-base',
              isActive ? 'bg-primary/15 text-primary' : 'text-muted-foreground hover:bg-accent hover:text-foreground',
            )
          }
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </NavLink>
      ))}
    </>
  );
}
