import type { ComponentChildren } from 'preact';
import { ConsentHost } from './components/ConsentHost';
import { business } from './config';

export function Layout({ children }: { children: ComponentChildren }) {
  return (
    <>
      <a class="skip-link" href="#main">
        Skip to content
      </a>
      <header class="site-header">
        <div class="wrap header-row">
          <a class="brand" href="/" aria-label="VERSE home">
            <span class="brand-mark" aria-hidden="true">V</span>
            <span>VERSE</span>
          </a>
          <nav aria-label="Main">
            <ul class="nav-list">
              <li>
                <a href="/">Home</a>
              </li>
              <li>
                <a href="/start-here">Start Here</a>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" class="wrap" tabIndex={-1}>
        {children}
      </main>
      <footer class="site-footer">
        <div class="wrap">
          <p>
            Support: <a href={`mailto:${business.supportEmail}`}>{business.supportEmail}</a> · {business.hours}
          </p>
          <p>© 2024 VERSE. All rights reserved.</p>
        </div>
      </footer>
      <ConsentHost />
    </>
  );
}
