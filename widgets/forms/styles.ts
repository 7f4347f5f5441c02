// Minified by the build (Vite's CSS pipeline), adopted into the shadow root as text.
import css from './form.css?inline';

export const formStyles: string = css;

