import { createContext, useContext } from 'react';

/** What a FormField tells its control: the id it labels, and the ids of the message shown under it. */
export interface FormFieldWiring {
  id: string;
  /** id of the message under the field (its error, else its hint), if one shows */
  messageId?: string;
  invalid: boolean;
}

export const FormFieldContext = createContext<FormFieldWiring | null>(null);

/**
 * The ARIA a control needs so a screen reader reads its field's message with it: aria-describedby naming
 * the message and aria-invalid while it is an error. Only for the control the field's label points at
 * (the same id); what the caller set itself wins.
 */
export function useFormFieldAria(props: { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' }) {
  const field = useContext(FormFieldContext);
  if (!field || props.id !== field.id) return {};
  return {
    'aria-describedby': props['aria-describedby'] ?? field.messageId,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid ? true : undefined),
  };
}
