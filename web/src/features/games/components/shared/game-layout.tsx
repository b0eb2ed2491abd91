import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** A game screen: the play area on the left, controls and side cards on the right (stacked on mobile). */
export function GameLayout({ game, title, stage, controls, className }: { game: string; title: ReactNode; stage: ReactNode; controls: ReactNode; className?: string }) {
  return (
    <div className={cn('grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]', className)} data-testid={`${game}-game`}>
      <Card className="overflow-hidden">
        <CardHeader className="pb-2">
          <CardTitle>{title}</CardTitle>
        </CardHeader>
        <CardContent>{stage}</CardContent>
      </Card>
      <div className="grid content-start gap-6">{controls}</div>
    </div>
  );
}

/** A titled card in a game's side column. */
export function SideCard({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">{children}</CardContent>
    </Card>
  );
}
