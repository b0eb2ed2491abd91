import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/auth/api/logout';
import { cn } from '@/lib/utils';

export function LogoutButton({ className, testId = 'logout-button' }: { className?: string; testId?: string }) {
  const navigate = useNavigate();
  const logout = useLogout({ onLoggedOut: () => navigate(paths.landing, { replace: true }) });
  return (
    <Button variant="ghost" size="sm" className={cn('text-muted-foreground', className)} disabled={logout.isPending} onClick={() => logout.mutate()} data-testid={testId}>
      <LogOut aria-hidden />
      {logout.isPending ? 'Logging out...' : 'Logout'}
    </Button>
  );
}
