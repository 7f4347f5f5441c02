import { useState } from 'react';
import { FIELD_MESSAGES, isEmail, LIMITS } from '../../contract/rules';

export type AuthErrors = { email?: string; password?: string };

/**
 * The site's own checks of a sign-in or sign-up form (the browser's bubbles are off): email
 * required and of the usual pattern, password required, and long enough for a new account.
 */
export function checkAuthFields(email: string, password: string, creating: boolean): AuthErrors {
  const errors: AuthErrors = {};
  if (!email.trim()) errors.email = 'Please enter your email address.';
  else if (!isEmail(email)) errors.email = FIELD_MESSAGES.email;
  if (!password) errors.password = 'Please enter your password.';
  else if (creating && password.length < LIMITS.passwordMin) errors.password = `Please use at least ${LIMITS.passwordMin} characters.`;
  return errors;
}

/** Focuses the first field marked invalid in a form, as the lead forms do. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

type FieldsProps = {
  /** Prefixes the ids, so the page and the header's modal never share one. */
  idPrefix: string;
  errors: AuthErrors;
  creating?: boolean;
  /** Typing in a field clears its message. */
  onEdit: (field: keyof AuthErrors) => void;
};

/** Email and password with inline errors, and a Show toggle for the password. */
export function AuthFields({ idPrefix, errors, creating = false, onEdit }: FieldsProps) {
  const [shown, setShown] = useState(false);
  const id = (name: string) => `${idPrefix}-${name}`;
  const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
  return (
    <>
      <div className="auth-field">
        <label htmlFor={id('email')}>Email</label>
        <input
          id={id('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={LIMITS.email}
          aria-invalid={errors.email ? 'true' : undefined}
          aria-describedby={describedBy(errors.email && id('email-error'))}
          onInput={() => onEdit('email')}
        />
        {errors.email && (
          <span id={id('email-error')} className="auth-field-error">
            {errors.email}
          </span>
        )}
      </div>
      <div className="auth-field">
        <label htmlFor={id('password')}>Password</label>
        <span className="auth-password">
          <input
            id={id('password')}
            name="password"
            type={shown ? 'text' : 'password'}
            autoComplete={creating ? 'new-password' : 'current-password'}
            required
            maxLength={LIMITS.passwordMax}
            aria-invalid={errors.password ? 'true' : undefined}
            aria-describedby={describedBy(errors.password && id('password-error'), creating && id('password-hint'))}
            onInput={() => onEdit('password')}
          />
          <button type="button" className="auth-show" aria-controls={id('password')} onClick={() => setShown(!shown)}>
            {shown ? 'Hide' : 'Show'}
            <span className="visually-hidden"> password</span>
          </button>
        </span>
        {errors.password && (
          <span id={id('password-error')} className="auth-field-error">
            {errors.password}
          </span>
        )}
        {creating && (
          <span id={id('password-hint')} className="auth-hint">
            At least {LIMITS.passwordMin} characters. A short sentence is easy to remember and hard to guess.
          </span>
        )}
      </div>
    </>
  );
}
