import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ConsentHost } from './components/ConsentHost';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { ToolHeader } from './components/ToolHeader';
import { forChildren } from '../contract/for-children';

export function Layout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  // The pages made for children carry no cookie banner: they set no cookie or identifier a child
  // would be asked about. Their tools, games and class pages use the whole screen below a slim bar
  // of their own (no site menu, no footer); the apps' index keeps the site's header and footer.
  const forChild = forChildren(path);
  const tool = forChild && !/^\/student-apps\/?$/.test(path);
  // One element around everything: an update inside an element removes markup the page no longer
  // has (the prerendered 404 page's footer, on a tool's address); at the top level Preact keeps it.
  return (
    <div className={tool ? 'site tool-frame' : 'site'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {!forChild && <ConsentHost />}
      {tool ? <ToolHeader /> : <Header />}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {!tool && <Footer cookieSettings={!forChild} />}
    </div>
  );
}
