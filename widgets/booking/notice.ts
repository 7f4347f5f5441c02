// The notice of an earlier booking (DuplicateNotice.tsx): only a visitor whose address already
// has an upcoming booking of theirs sees it, so it loads then, with its styles.
import { adoptStyles } from '../runtime';
import css from './notice.css?inline';

export { DuplicateNotice } from './DuplicateNotice';

/** The notice's styles join the element's own in its shadow root. */
export const adoptNoticeStyles = (root: ShadowRoot): void => adoptStyles(root, css, { more: true });
