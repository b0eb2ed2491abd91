import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useCountdown } from '@/hooks/use-countdown';

// Spec section 9: an installed site leaves /install for / after 3 s.
const REDIRECT_SECONDS = 3;

export function AlreadyInstalled({ onContinue }: { onContinue: () => void }) {
  const secondsLeft = useCountdown(REDIRECT_SECONDS, onContinue);
  return (
    <Card className="w-full max-w-lg" data-testid="already-installed">
      <CardContent className="flex flex-col items-center gap-4 p-10 text-center">
        <ShieldCheck className="size-16 text-primary" aria-hidden />
        <h1 className="text-2xl font-bold">Already Installed</h1>
        <p className="text-muted-foreground">This application has already been set up. The installer is locked.</p>
        <p className="text-sm text-muted-foreground">Redirecting in {secondsLeft} seconds...</p>
        <Button onClick={onContinue}>Go to the home page</Button>
      </CardContent>
    </Card>
  );
}
