import { useEffect, useRef } from 'react';
import { Router, useLocation } from 'wouter';
import type { User } from '../lib/auth';
import { sectionAt, sections } from './sections';
import './admin.css';

function Shell({ admin }: { admin: User }) {
  const [path] = useLocation();
  const section = sectionAt(path);
  const body = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  useEffect(() => {
    document.title = `${section ? section.label : 'Not found'} - Admin - VERSE`;
    if (first.current) {
      first.current = false;
      return;
    }
    // Moving between sections is a new page for a screen reader and the keyboard: start at its heading.
    const heading = body.current?.querySelector<HTMLElement>('h2');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [path, section]);

  return (
    <section className="band admin">
      <div className="wrap admin-wrap">
        <div className="admin-head">
          <div>
            <p className="eyebrow">Staff</p>
            <h1>Admin</h1>
          </div>
          <p className="admin-who">Signed in as {admin.displayName || admin.email}</p>
        </div>
        <nav className="admin-nav" aria-label="Admin sections">
          <ul>
            {sections.map((item) => (
              <li key={item.path}>
                <a href={`/admin${item.path}`} aria-current={item === section ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-body" ref={body}>
          {section ? (
            <section.Page />
          ) : (
            <section aria-labelledby="admin-missing">
              <h2 id="admin-missing" tabIndex={-1}>
                There is no such admin page
              </h2>
              <p>
                <a href="/admin">Go to the leads</a>
              </p>
            </section>
          )}
        </div>
      </div>
    </section>
  );
}

/** The staff area: a section nav and the screen of the address under /admin. Admins only (the caller checks). */
export function AdminApp({ admin }: { admin: User }) {
  return (
    <Router base="/admin">
      <Shell admin={admin} />
    </Router>
  );
}
