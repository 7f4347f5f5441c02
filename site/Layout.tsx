import type { ComponentChildren } from 'preact';
import { ConsentHost } from './components/ConsentHost';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import type { Location } from './lib/router';

export function Layout({ location, children }: { location: Location; children: ComponentChildren }) {
  // The student tools use the whole screen below the header.
  const tool = location.path.startsWith('/student-apps/');
  // One element around everything: hydrating inside an element removes markup the page no longer
  // has (the prerendered 404 page's footer, on a tool's address); at the top level Preact keeps it.
  return (
    <div class="site">
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <Header location={location} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {!tool && <Footer />}
      <ConsentHost />
    </div>
  );
}
