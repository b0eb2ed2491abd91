import type { ReactNode } from 'react';
import { FormFieldContext } from './form-field-context';
import { Label } from './label';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** A message about this field (from the server or a rule), shown under it in red. */
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/**
 * Label, control and message, wired with htmlFor so getByLabel and screen readers find the control, and
 * through FormFieldContext so the control (Input, NativeSelect) is described by the message and marked
 * invalid while it is an error: shown in red is not heard.
 */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const messageId = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <FormFieldContext.Provider value={{ id, messageId, invalid: Boolean(error) }}>{children}</FormFieldContext.Provider>
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
