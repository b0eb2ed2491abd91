import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';

/** Shown when a page throws while rendering or its code cannot be loaded (e.g. after a deploy). */
export default function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <TriangleAlert className="size-12 text-warning" aria-hidden />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      {detail ? <p className="max-w-md text-sm text-muted-foreground">{detail}</p> : null}
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Go Home</Link>
        </Button>
      </div>
    </div>
  );
}
