import { Spinner } from '../components/Spinner';
import { useRequiredRole } from '../lib/auth';

/** Staff only: anyone who is not a signed-in admin is sent to /login. Its tools come in a later issue. */
export function Admin() {
  const admin = useRequiredRole('admin');
  if (!admin) return <Spinner label="Checking your access" />;
  return (
    <section className="band page-hero">
      <div className="wrap">
        <p className="eyebrow">Staff</p>
        <h1>Admin</h1>
        <p className="lead">Signed in as {admin.displayName || admin.email}. The admin tools will appear here.</p>
      </div>
    </section>
  );
}
