import { useEffect } from 'preact/hooks';
import { Layout } from './Layout';
import { trackPageView } from './lib/measurement';
import { useLocation, type Location } from './lib/router';
import { Contact } from './pages/Contact';
import { Home } from './pages/Home';
import { Login } from './pages/Login';
import { NotFound } from './pages/NotFound';
import { StartHere } from './pages/StartHere';
import { ThankYouConsultation, ThankYouContact, ThankYouIntake } from './pages/ThankYou';
import { siteRoutes } from './routes';

const pages: Record<string, (props: { location: Location }) => preact.JSX.Element | null> = {
  '/': Home,
  '/start-here': StartHere,
  '/get-started': StartHere,
  '/contact': Contact,
  '/thank-you/consultation': ThankYouConsultation,
  '/thank-you/intake': ThankYouIntake,
  '/thank-you/contact': ThankYouContact,
  '/login': Login,
};

export function App() {
  const location = useLocation();
  const Page = pages[location.path] ?? NotFound;

  useEffect(() => {
    const route = siteRoutes.find((r) => r.path === location.path);
    document.title = route?.title ?? 'Page not found - VERSE';
    trackPageView();
    if (!location.hash) window.scrollTo(0, 0);
  }, [location.path]);

  return (
    <Layout>
      <Page location={location} />
    </Layout>
  );
}
