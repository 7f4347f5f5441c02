/** The VERSE mark: an open book whose pages form a V. Decorative; the brand name is beside it. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill="#2f5d8a" />
      <path d="M8 12c4.5-.6 8.6.6 12 4.2v15.6C16.6 28.6 12.6 27.4 8 28z" fill="#fdf1dc" />
      <path d="M32 12c-4.5-.6-8.6.6-12 4.2v15.6c3.4-3.2 7.4-4.4 12-3.8z" fill="#f4b860" />
      <path d="M20 16.2v15.6" stroke="#2f5d8a" strokeWidth="1.4" />
    </svg>
  );
}
