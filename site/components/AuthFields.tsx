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
  const passwordError = creating ? newPasswordError(password) : password ? undefined : 'Please enter your password.';
  if (passwordError) errors.password = passwordError;
  return errors;
}

/** The site's check of a new password (the worker's is the same and a little more). */
export function newPasswordError(password: string): string | undefined {
  if (!password) return 'Please enter your password.';
  if (password.length < LIMITS.passwordMin) return `Please use at least ${LIMITS.passwordMin} characters.`;
  return undefined;
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
  return (
    <>
      <EmailField id={`${idPrefix}-email`} error={errors.email} onEdit={() => onEdit('email')} />
      <PasswordField id={`${idPrefix}-password`} error={errors.password} creating={creating} onEdit={() => onEdit('password')} />
    </>
  );
}

/** The account's email with its inline error. */
export function EmailField({ id, error, onEdit }: { id: string; error?: string; onEdit: () => void }) {
  return (
    <div className="auth-field">
      <label htmlFor={id}>Email</label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={LIMITS.email}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onInput={onEdit}
      />
      {error && (
        <span id={`${id}-error`} className="auth-field-error">
          {error}
        </span>
      )}
    </div>
  );
}

type PasswordProps = {
  id: string;
  error?: string;
  /** A new password: the browser offers to make one up, and the hint says what is asked. */
  creating?: boolean;
  label?: string;
  onEdit: () => void;
};

/** A password with its inline error and a Show toggle; a new one has its hint. */
export function PasswordField({ id, error, creating = false, label = 'Password', onEdit }: PasswordProps) {
  const [shown, setShown] = useState(false);
  const describedBy = [error && `${id}-error`, creating && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <span className="auth-password">
        <input
          id={id}
          name="password"
          type={shown ? 'text' : 'password'}
          autoComplete={creating ? 'new-password' : 'current-password'}
          required
          maxLength={LIMITS.passwordMax}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={describedBy}
          onInput={onEdit}
        />
        <button type="button" className="auth-show" aria-controls={id} onClick={() => setShown(!shown)}>
          {shown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </span>
      {error && (
        <span id={`${id}-error`} className="auth-field-error">
          {error}
        </span>
      )}
      {creating && (
        <span id={`${id}-hint`} className="auth-hint">
          At least {LIMITS.passwordMin} characters. A short sentence is easy to remember and hard to guess.
        </span>
      )}
    </div>
  );
}

/** Under every password sign-in (this page, the header's modal, the Teacher Portal): the ways in without it. */
export function OtherWays({ onFollow }: { onFollow?: () => void }) {
  return (
    <p className="auth-forgot">
      <a href="/login?mode=link" onClick={onFollow}>
        Email me a sign-in link
      </a>
      <a href="/login?mode=forgot" onClick={onFollow}>
        Forgot your password?
      </a>
    </p>
  );
}
