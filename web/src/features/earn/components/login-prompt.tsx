import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { authPath } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** What a visitor sees instead of offers and the offer wall. */
export function LoginPrompt({ what }: { what: string }) {
  return (
    <Card data-testid="earn-login-prompt">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <p className="font-semibold">Log in to {what}</p>
        <p className="text-sm text-muted-foreground">Create a free account or sign in to start earning points.</p>
        <Button asChild>
          <Link to={authPath()}>
            <LogIn aria-hidden /> Login
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
