/**
 * The site: `<App />` follows the browser's address. `<App ssrPath="/dyslexia" />` renders that URL
 * instead (`ssrSearch="open=intake"`, or a `?query` in `ssrPath`, for a query); that is how the
 * build prerenders each route of site/routes.ts, with no `window`, after loading the route's page
 * so the markup holds the page and not its spinner:
 *
 *   await pages['/dyslexia'].preload();
 *   const markup = renderToString(<App ssrPath="/dyslexia" />); // react-dom/server
 *
 * A route's entry script hands its page over with `pages[path].provide(page)` instead, and
 * site/start.tsx hydrates that markup with `ssrPath` set to the address's path.
 */
import { useEffect, useRef, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { Layout } from './Layout';
import { lazyPage, type LazyPage } from './lib/lazy';
import { trackPageView } from './lib/measurement';
import { redirected, SiteRouter, useLinkNavigation } from './lib/router';
import { NotFound } from './pages/NotFound';
import { routeFor } from './routes';
import { toolPath, tools } from './tools';

const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType, label?: string) =>
  lazyPage(() => load().then(pick), label);

/** The page of each route of site/routes.ts (the build checks that none is missing). */
export const pages: Record<string, LazyPage> = {
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
  '/for-schools': page(() => import('./pages/ForSchools'), (m) => m.ForSchools),
  '/accessibility': page(() => import('./pages/Accessibility'), (m) => m.AccessibilityStatement),
  '/accessibility-statement': page(() => import('./pages/Accessibility'), (m) => m.AccessibilityStatement),
  '/vpat': page(() => import('./pages/Accessibility'), (m) => m.ConformanceReport),
  '/privacy': page(() => import('./pages/legal'), (m) => m.Privacy),
  '/terms': page(() => import('./pages/legal'), (m) => m.Terms),
  '/data-deletion': page(() => import('./pages/legal'), (m) => m.DataDeletion),
  '/contact': page(() => import('./pages/Contact'), (m) => m.Contact),
  '/lti': page(() => import('./pages/Lti'), (m) => m.Lti),
  '/login': page(() => import('./pages/Login'), (m) => m.Login),
  '/reset-password': page(() => import('./pages/ResetPassword'), (m) => m.ResetPassword),
  '/sign-in-link': page(() => import('./pages/SignInLink'), (m) => m.SignInLink),
  '/thank-you/consultation': page(() => import('./pages/ThankYou'), (m) => m.ThankYouConsultation),
  '/thank-you/intake': page(() => import('./pages/ThankYou'), (m) => m.ThankYouIntake),
  '/thank-you/contact': page(() => import('./pages/ThankYou'), (m) => m.ThankYouContact),
  '/play': page(() => import('./pages/Play'), (m) => m.Play, 'Loading the game'),
  '/admin': page(() => import('./pages/Admin'), (m) => m.Admin, 'Loading the admin area'),
  '/manage': page(() => import('./pages/Manage'), (m) => m.Manage, 'Loading your booking'),
  '/delete-my-data': page(() => import('./pages/DeleteMyData'), (m) => m.DeleteMyData),
  '/my-consultations': page(() => import('./pages/MyConsultations'), (m) => m.MyConsultations),
  '/verify-email': page(() => import('./pages/MyConsultations'), (m) => m.VerifyEmail),
  ...Object.fromEntries(tools.map((tool) => [toolPath(tool), page(() => import('./pages/StudentTool'), (m) => m.StudentTool)])),
};

/**
 * A trailing slash names the same page ('/dyslexia/' is '/dyslexia'); the root keeps its own.
 * Every address under /admin/ is the admin page, which routes within itself; every /manage/<token>
 * (and /delete-my-data/<token>) is that page, which reads its token from the address.
 */
export const routePath = (path: string) => path.replace(/(.)\/$/, '$1').replace(/^\/admin\/.*/, '/admin').replace(/^\/(manage|delete-my-data|verify-email|play)\/.*/, '/$1');

/** Fetches the code of the page at `path` (the 404 page is always in the main bundle). */
export function preloadPage(path: string): Promise<unknown> {
  return pages[routePath(path)]?.preload() ?? Promise.resolve();
}

function Site() {
  const [location] = useLocation();
  const path = routePath(location);
  const Page = pages[path] ?? NotFound;
  const firstRender = useRef(true);
  useLinkNavigation();

  useEffect(() => {
    document.title = routeFor(path).title;
    trackPageView();
    // An address with a #fragment lands there (the browser or the page scrolls to it).
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: 'instant' });
    if (firstRender.current) {
      firstRender.current = false;
      // From here on, links and buttons do what the page says (tests wait for it, too).
      document.documentElement.dataset.ready = '';
      return;
    }
    // A screen reader starts reading the new page, as after a full page load. Not after a redirect
    // (/admin to /login): the visitor asked for no new page, and a focused <main> is scrolled into
    // view again when the cookie banner then claims the bottom of the screen (its scroll padding).
    if (!redirected()) document.getElementById('main')?.focus({ preventScroll: true });
  }, [path]);

  return (
    <Layout>
      <Page />
    </Layout>
  );
}

export type AppProps = {
  /** The path to render instead of the address's (server rendering, and hydrating its markup). */
  ssrPath?: string;
  /** The query to render with `ssrPath`, without or with its `?`; none by default. */
  ssrSearch?: string;
};

export function App({ ssrPath, ssrSearch }: AppProps) {
  return (
    <SiteRouter ssrPath={ssrPath} ssrSearch={ssrSearch}>
      <Site />
    </SiteRouter>
  );
}
