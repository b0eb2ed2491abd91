import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { authPath, paths } from '@/app/paths';
import { BrandLogo } from '@/components/layout/brand-logo';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPointsWithUnit, pointsToUsd } from '@/lib/format';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { LogoutButton } from './logout-button';
import { NavBalance } from './nav-balance';
import { navItemsFor } from './nav-items';
import { NavLinks } from './nav-links';

/** The top bar: navigation and balance when signed in, Login and Register when not; collapses on mobile. */
export function Navbar() {
  const { data: user, isPending } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // Close the mobile menu whenever the route changes (a link was followed, or back/forward).
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  // Escape closes the menu from its button or from within it, as it closes any pop-up, and the focus goes
  // back to the button (a link in the menu it was on is gone). Only there: Escape in the bell's menu is its own.
  const toggleRef = useRef<HTMLButtonElement>(null);
  function closeMenuOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    toggleRef.current?.focus();
  }

  const items = user ? navItemsFor(user.isAdmin) : [];
  return (
    <header className="sticky top-0 z-30 border-b border-border/70 bg-background/80 backdrop-blur-xl" data-testid="navbar">
      <nav className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8" aria-label="Main">
        <Link to={user ? paths.home : paths.landing} className="flex min-w-0 shrink" data-testid="nav-brand">
          <BrandLogo />
        </Link>

        {user ? (
          <div className="hidden items-center gap-1 lg:flex">
            <NavLinks items={items} layout="bar" />
          </div>
        ) : null}

        <div className="ml-auto flex shrink-0 items-center gap-2">
          {isPending ? (
            <Skeleton className="h-9 w-28 rounded-full sm:w-36" />
          ) : user ? (
            <>
              <NotificationBell />
              <NavBalance points={user.points} />
              <LogoutButton className="hidden lg:inline-flex" />
              <Button
                variant="ghost"
                size="icon"
                className="lg:hidden"
                aria-label={menuOpen ? 'Close menu' : 'Open menu'}
                aria-expanded={menuOpen}
                aria-controls="mobile-menu"
                onClick={() => setMenuOpen((open) => !open)}
                onKeyDown={closeMenuOnEscape}
                ref={toggleRef}
                data-testid="mobile-menu-toggle"
              >
                {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="outline" size="sm" data-testid="nav-login">
                <Link to={paths.auth}>Login</Link>
              </Button>
              <Button asChild variant="gold" size="sm" data-testid="nav-register">
                <Link to={authPath({ tab: 'signup' })}>Register</Link>
              </Button>
            </>
          )}
        </div>
      </nav>

      {user && menuOpen ? (
        <div id="mobile-menu" className="border-t border-border/70 bg-background/95 px-4 pt-2 pb-4 lg:hidden" onKeyDown={closeMenuOnEscape} data-testid="mobile-menu">
          {/* a phone's balance chip has no room for the dollar value the bar shows (spec section 2): the menu says it */}
          <p className="px-3 pt-1 pb-2 text-sm text-muted-foreground sm:hidden" data-testid="mobile-menu-balance">
            Balance: <span className="font-semibold text-foreground tabular-nums">{formatPointsWithUnit(user.points)}</span> ≈{' '}
            <span className="tabular-nums">{pointsToUsd(user.points)}</span>
          </p>
          <div className="flex flex-col gap-1">
            <NavLinks items={items} layout="menu" onNavigate={() => setMenuOpen(false)} />
          </div>
          <div className="mt-3 border-t border-border/70 pt-3">
            <LogoutButton className="w-full justify-start" testId="mobile-logout-button" />
          </div>
        </div>
      ) : null}
    </header>
  );
}
