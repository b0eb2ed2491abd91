import type { ReactNode } from 'react';
import { Construction } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** Stands where a screen will be, on pages whose feature is not built yet; says so plainly. */
export function FeatureInProgress({ children }: { children?: ReactNode }) {
  return (
    <Card className="border-dashed" data-testid="feature-in-progress">
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <Construction className="size-10 text-gold" aria-hidden />
        <p className="text-lg font-semibold">This feature is being built.</p>
        <p className="max-w-md text-sm text-muted-foreground">{children ?? 'It is not ready yet; it will appear here in an upcoming update.'}</p>
      </CardContent>
    </Card>
  );
}
