import { Link } from 'react-router';
import { House } from 'lucide-react';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function NotFoundRoute() {
  useDocumentTitle('404 Page Not Found');
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center" data-testid="not-found">
      <p className="text-gradient-gold text-8xl font-black">404</p>
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="max-w-md text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild data-testid="not-found-home-link">
        <Link to={paths.home}>
          <House aria-hidden /> Go Home
        </Link>
      </Button>
    </div>
  );
}
