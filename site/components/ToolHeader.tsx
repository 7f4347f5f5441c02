import { Logo } from './Logo';

/**
 * The header of a tool page (`/student-apps/<route>`): a slim bar with one way back to the tools
 * and the VERSE mark, and no site menu, sign-in or sales links, so the game gets the screen and a
 * child has nothing to wander off to.
 */
export function ToolHeader() {
  return (
    <header className="tool-header">
      <a className="tool-back" href="/student-apps">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        All games
      </a>
      <span className="tool-brand">
        <Logo />
        <span>VERSE</span>
      </span>
    </header>
  );
}
