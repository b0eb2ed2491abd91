import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { paths } from '@/app/paths';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useSignedInUser } from '../api/get-current-user';

// Long enough to read the notice before leaving; the toast stays for its 5 s on the home page.
const REDIRECT_DELAY_MS = 1500;

/**
 * Layout route for /admin, inside the protected routes. This only spares non-admins a broken screen:
 * the admin service checks the admin flag on every request (design section 6).
 */
export function AdminRoute() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const denied = !user.isAdmin;

  useEffect(() => {
    if (!denied) return;
    toast({ title: 'Access Denied', description: 'Admin access required.', variant: 'destructive' });
    const timer = setTimeout(() => navigate(paths.home, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [denied, navigate]);

  if (!denied) return <Outlet />;
  return (
    <div className="mx-auto flex max-w-lg px-4 py-20">
      <Card className="w-full border-destructive/40" data-testid="access-denied">
        <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
          <ShieldAlert className="size-12 text-destructive" aria-hidden />
          <h1 className="text-2xl font-bold">Access Denied</h1>
          <p className="text-muted-foreground">Admin access required to view this page.</p>
        </CardContent>
      </Card>
    </div>
  );
}
