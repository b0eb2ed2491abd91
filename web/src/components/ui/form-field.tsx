import type { ReactNode } from 'react';
import { Label } from './label';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** A message about this field (from the server or a rule), shown under it in red. */
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/** Label, control and message, wired with htmlFor so getByLabel and screen readers find the control. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
