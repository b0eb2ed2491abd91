import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCountdown } from '@/hooks/use-countdown';

// Spec section 9: after a successful install the page goes to / after 5 s.
const REDIRECT_SECONDS = 5;

export function InstallComplete({ onContinue }: { onContinue: () => void }) {
  const secondsLeft = useCountdown(REDIRECT_SECONDS, onContinue);
  return (
    <Card className="w-full max-w-lg" data-testid="install-complete">
      <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
        <CheckCircle2 className="size-16 text-success" aria-hidden />
        <h1 className="text-2xl font-bold">Installation Complete!</h1>
        <p className="text-muted-foreground">Your database, admin account and settings are ready. Sign in with the admin account you just created.</p>
        <p className="text-sm text-muted-foreground">Redirecting in {secondsLeft} seconds...</p>
        <Button onClick={onContinue}>Continue</Button>
      </CardContent>
    </Card>
  );
}
