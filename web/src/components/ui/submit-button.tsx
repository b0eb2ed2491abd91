import type { ButtonProps } from './button';
import { GuardedButton } from './guarded-button';

/** A form's submit button that keeps the keyboard focus while its request is on its way (or a wait runs): see GuardedButton. */
export function SubmitButton(props: Omit<ButtonProps, 'type'>) {
  return <GuardedButton {...props} type="submit" />;
}
