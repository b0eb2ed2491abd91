import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { BrandLogo } from '@/components/layout/brand-logo';
import { useSiteName } from '@/features/site/api/get-site';

const productLinks = [
  { to: paths.earn, label: 'Earn Points' },
  { to: paths.games, label: 'Games' },
  { to: paths.withdraw, label: 'Withdraw' },
  { to: paths.profile, label: 'Profile' },
];

// Support and legal pages do not exist yet (spec: placeholders), so they are plain text, not dead links.
const supportItems = ['Help Center', 'Contact Us', 'FAQ'];
const legalItems = ['Terms of Service', 'Privacy Policy', 'Responsible Gaming'];

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-3 text-sm font-semibold tracking-wide uppercase">{title}</h3>
      <ul className="grid gap-2 text-sm text-muted-foreground">{children}</ul>
    </div>
  );
}

export function LandingFooter() {
  const siteName = useSiteName();
  return (
    <footer className="border-t border-border bg-background/80 px-4 py-12 sm:px-6 lg:px-8" data-testid="landing-footer">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-4">
        <div className="space-y-3">
          <BrandLogo />
          <p className="text-sm text-muted-foreground">Earn points, play provably fair games and cash out fast.</p>
        </div>
        <Column title="Product">
          {productLinks.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className="hover:text-foreground">
                {label}
              </Link>
            </li>
          ))}
        </Column>
        <Column title="Support">
          {supportItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Column>
        <Column title="Legal">
          {legalItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Column>
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-border pt-6 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} {siteName}. 18+ only. Please play responsibly.
      </p>
    </footer>
  );
}
