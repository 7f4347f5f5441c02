import type { ComponentType } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { Layout } from './Layout';
import { lazyPage, type LazyPage } from './lib/lazy';
import { trackPageView } from './lib/measurement';
import { useLocation, type Location } from './lib/router';
import { NotFound } from './pages/NotFound';
import { routeFor } from './routes';

export type PageProps = { location: Location };
type Page = ComponentType<PageProps>;

const page = <M,>(load: () => Promise<M>, pick: (module: M) => Page, label?: string) => lazyPage(() => load().then(pick), label);

/** The page of each route of site/routes.ts (the build checks that none is missing). */
export const pages: Record<string, LazyPage<PageProps>> = {
  '/': page(() => import('./pages/Home'), (m) => m.Home),
  '/meet-our-staff': page(() => import('./pages/MeetOurStaff'), (m) => m.MeetOurStaff),
  '/start-here': page(() => import('./pages/StartHere'), (m) => m.StartHere),
  '/get-started': page(() => import('./pages/StartHere'), (m) => m.StartHere),
  '/structured-literacy': page(() => import('./pages/StructuredLiteracy'), (m) => m.StructuredLiteracy),
  '/dyslexia': page(() => import('./pages/Dyslexia'), (m) => m.Dyslexia),
  '/reading-spelling-help': page(() => import('./pages/ReadingSpellingHelp'), (m) => m.ReadingSpellingHelp),
  '/services-offered': page(() => import('./pages/Services'), (m) => m.Services),
  '/dyslexia-resources': page(() => import('./pages/DyslexiaResources'), (m) => m.DyslexiaResources),
  '/utah-fits-all': page(() => import('./pages/UtahFitsAll'), (m) => m.UtahFitsAll),
  '/assessments': page(() => import('./pages/Assessments'), (m) => m.Assessments),
  '/decoding-discoveries': page(() => import('./pages/DecodingDiscoveries'), (m) => m.DecodingDiscoveries),
  '/class-info': page(() => import('./pages/ClassInfo'), (m) => m.ClassInfo),
  '/student-apps': page(() => import('./pages/StudentApps'), (m) => m.StudentApps),
  '/teacher-portal': page(() => import('./pages/TeacherPortal'), (m) => m.TeacherPortal),
  '/privacy': page(() => import('./pages/legal'), (m) => m.Privacy),
  '/terms': page(() => import('./pages/legal'), (m) => m.Terms),
  '/data-deletion': page(() => import('./pages/legal'), (m) => m.DataDeletion),
  '/contact': page(() => import('./pages/Contact'), (m) => m.Contact),
  '/login': page(() => import('./pages/Login'), (m) => m.Login),
  '/thank-you/consultation': page(() => import('./pages/ThankYou'), (m) => m.ThankYouConsultation),
  '/thank-you/intake': page(() => import('./pages/ThankYou'), (m) => m.ThankYouIntake),
  '/thank-you/contact': page(() => import('./pages/ThankYou'), (m) => m.ThankYouContact),
  '/admin': page(() => import('./pages/Admin'), (m) => m.Admin, 'Loading the admin area'),
};

/** Fetches the code of the page at `path` (the 404 page is always in the main bundle). */
export function preloadPage(path: string): Promise<unknown> {
  return pages[path]?.preload() ?? Promise.resolve();
}

export function App() {
  const location = useLocation();
  const Page = pages[location.path] ?? NotFound;
  const firstRender = useRef(true);

  useEffect(() => {
    document.title = routeFor(location.path).title;
    trackPageView();
    if (!location.hash) window.scrollTo({ top: 0, behavior: 'instant' });
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A screen reader starts reading the new page, as after a full page load.
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.path]);

  return (
    <Layout location={location}>
      <Page location={location} />
    </Layout>
  );
}
