// Minified by the build (Vite's CSS pipeline), adopted into the shadow root as text.
import css from './toast.css?inline';

export const toastStyles: string = css;

