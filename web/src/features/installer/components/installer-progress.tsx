import { Check } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { INSTALLER_STEPS, type InstallerStep } from './installer-form';

/** 'Step n of 4', the progress bar at step/4, and the four step names. */
export function InstallerProgress({ step }: { step: InstallerStep }) {
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold">
          Step {step} of {INSTALLER_STEPS.length}
        </span>
        <span className="text-muted-foreground">{INSTALLER_STEPS[step - 1]}</span>
      </div>
      <Progress value={(step / INSTALLER_STEPS.length) * 100} aria-label="Installation progress" data-testid="installer-progress" />
      <ol className="grid grid-cols-4 gap-2">
        {INSTALLER_STEPS.map((name, index) => {
          const number = index + 1;
          const done = number < step;
          return (
            <li key={name} className={cn('flex items-center gap-2 text-xs font-medium', number <= step ? 'text-foreground' : 'text-muted-foreground')}>
              <span
                className={cn(
                  'grid size-6 shrink-0 place-items-center rounded-full border text-[11px]',
                  done ? 'border-primary bg-primary text-primary-foreground' : number === step ? 'border-primary text-primary' : 'border-border',
                )}
              >
                {done ? <Check className="size-3.5" aria-hidden /> : number}
              </span>
              <span className="hidden sm:inline">{name}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
