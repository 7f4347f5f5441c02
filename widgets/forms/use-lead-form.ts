import { useRef, useState } from 'react';
import type { AttributeProps, AttributeTypes, HostProps } from '../runtime';
import { focusFirstError } from './fields';
import { useToasts } from './toast';
import { edit, fail, formState, showErrors, startSubmit, succeed, type FieldErrors, type FormState } from './state';

/** A lead form element's props: its attributes, and the `submitted` event with what the form recorded. */
export type LeadFormProps<A extends AttributeTypes, D> = AttributeProps<A> & HostProps & { onSubmitted?: (detail: D) => void };

/** A lead form's state with the transitions of state.ts, focus moved to the first error, and its toasts. */
export function useLeadForm<V>(initial: V, validate: (values: V) => FieldErrors) {
  const [state, setState] = useState<FormState<V>>(() => formState(initial));
  const form = useRef<HTMLFormElement>(null);

  return {
    state,
    form,
    ...useToasts(),
    /** The `onValue` of one field. */
    set:
      <K extends keyof V & string>(field: K) =>
      (value: V[K]) =>
        setState((current) => edit(current, field, value)),
    /** Submit pressed: the values to send, or null when a field needs fixing (focus goes there). */
    begin(): V | null {
      if (state.submitting) return null;
      const next = startSubmit(state, validate);
      setState(next);
      if (next.submitting) return next.values;
      setTimeout(() => focusFirstError(form.current));
      return null;
    },
    /** Shows the errors without submitting; true when there are none. */
    check(): boolean {
      const next = showErrors(state, validate);
      setState(next);
      const valid = Object.keys(next.errors).length === 0;
      if (!valid) setTimeout(() => focusFirstError(form.current));
      return valid;
    },
    /** Submission over: emptied when sent, kept (with the server's field messages) when not. */
    finish(sent: boolean, fields?: FieldErrors) {
      setState((current) => (sent ? succeed(initial) : fail(current, fields)));
      if (!sent && fields) setTimeout(() => focusFirstError(form.current));
    },
  };
}
