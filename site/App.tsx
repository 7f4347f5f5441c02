import type { ComponentType } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { Layout } from './Layout';
import { lazyPage } from './lib/lazy';
import { trackPageView } from './lib/measurement';
import { useLocation, type Location } from './lib/router';
import { Assessments } from './pages/Assessments';
import { ClassInfo } from './pages/ClassInfo';
import { Contact } from './pages/Contact';
import { DecodingDiscoveries } from './pages/DecodingDiscoveries';
import { Dyslexia } from './pages/Dyslexia';
import { DyslexiaResources } from './pages/DyslexiaResources';
import { Home } from './pages/Home';
import { DataDeletion, Privacy, Terms } from './pages/legal';
import { MeetOurStaff } from './pages/MeetOurStaff';
import { Login } from './pages/Login';
import { NotFound } from './pages/NotFound';
import { ReadingSpellingHelp } from './pages/ReadingSpellingHelp';
import { Services } from './pages/Services';
import { StartHere } from './pages/StartHere';
import { StructuredLiteracy } from './pages/StructuredLiteracy';
import { StudentApps } from './pages/StudentApps';
import { TeacherPortal } from './pages/TeacherPortal';
import { ThankYouConsultation, ThankYouContact, ThankYouIntake } from './pages/ThankYou';
import { UtahFitsAll } from './pages/UtahFitsAll';
import { routeFor } from './routes';

export type PageProps = { location: Location };
type Page = ComponentType<PageProps>;

/** The page of each route of site/routes.ts (the build checks that none is missing). */
export const pages: Record<string, Page> = {
  '/': Home,
  '/meet-our-staff': MeetOurStaff,
  '/start-here': StartHere,
  '/get-started': StartHere,
  '/structured-literacy': StructuredLiteracy,
  '/dyslexia': Dyslexia,
  '/reading-spelling-help': ReadingSpellingHelp,
  '/services-offered': Services,
  '/dyslexia-resources': DyslexiaResources,
  '/utah-fits-all': UtahFitsAll,
  '/assessments': Assessments,
  '/decoding-discoveries': DecodingDiscoveries,
  '/class-info': ClassInfo,
  '/student-apps': StudentApps,
  '/teacher-portal': TeacherPortal,
  '/privacy': Privacy,
  '/terms': Terms,
  '/data-deletion': DataDeletion,
  '/contact': Contact,
  '/thank-you/consultation': ThankYouConsultation,
  '/login': Login,
  '/thank-you/intake': ThankYouIntake,
  '/thank-you/contact': ThankYouContact,
  '/admin': lazyPage(() => import('./pages/Admin').then((module) => module.Admin), 'Loading the admin area'),
};

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
