import { useEffect } from 'preact/hooks';
import { Layout } from './Layout';
import { useLocation, type Location } from './lib/router';
import { Home } from './pages/Home';
import { Login } from './pages/Login';
import { NotFound } from './pages/NotFound';
import { StartHere } from './pages/StartHere';
import { ThankYouConsultation } from './pages/ThankYou';
import { siteRoutes } from './routes';

const pages: Record<string, (props: { location: Location }) => preact.JSX.Element | null> = {
  '/': Home,
  '/start-here': StartHere,
  '/get-started': StartHere,
  '/thank-you/consultation': ThankYouConsultation,
  '/login': Login,
};

export function App() {
  const location = useLocation();
  const Page = pages[location.path] ?? NotFound;

  useEffect(() => {
    const route = siteRoutes.find((r) => r.path === location.path);
    document.title = route?.title ?? 'Page not found - VERSE';
    if (!location.hash) window.scrollTo(0, 0);
  }, [location.path]);

  return (
    <Layout>
      <Page location={location} />
    </Layout>
  );
}
