// Minified by the build (Vite's CSS pipeline), adopted into the shadow root as text.
import css from './styles.css?inline';

export const styles: string = css;

