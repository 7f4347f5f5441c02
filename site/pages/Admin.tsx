import { Spinner } from '../components/Spinner';
import { AdminApp } from '../admin/AdminApp';
import { useRequiredRole } from '../lib/auth';

/** Staff only: anyone who is not a signed-in admin is sent to /login. Every /admin/… address is this page. */
export function Admin() {
  const admin = useRequiredRole('admin');
  if (!admin) return <Spinner label="Checking your access" />;
  return <AdminApp admin={admin} />;
}
