import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { isGameLink, menus, topLinks, type NavLink, type NavMenu } from '../nav';
import { AuthMenu } from './AuthMenu';
import { Logo } from './Logo';

/** `aria-current` of a link: set on the link of the page being shown. */
const current = (href: string, path: string) => (href === path ? 'page' : undefined);

/**
 * Wide screens: one disclosure button per menu (WAI-ARIA disclosure navigation pattern). Its panel
 * of links is drawn only while open, as the phone drawer's: only its button shows it, and every
 * page would otherwise draw and take over some 140 elements it may never show.
 */
function MenuDisclosure({
  menu,
  open,
  path,
  onToggle,
  onClose,
}: {
  menu: NavMenu;
  open: boolean;
  path: string;
  onToggle: () => void;
  onClose: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const panelId = `menu-${menu.id}`;
  const active = menu.links.some((link) => link.href === path);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onClose();
      button.current?.focus();
      return;
    }
    if (!open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    // Arrow keys move through the open menu's links, as many visitors expect from a menu.
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>(`#${panelId} a`)];
    const index = links.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? (index + 1) % links.length : index <= 0 ? links.length - 1 : index - 1;
    event.preventDefault();
    links[next]?.focus();
  };

  // Focus leaving the menu (Tab past its last link) closes it; blur events bubble in React.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget)) onClose();
  };

  return (
    <li className="nav-item" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={`nav-trigger${active ? ' is-active' : ''}`}
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {menu.label}
        <svg className="chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4.5 6 8.5l4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <ul id={panelId} className="nav-panel">
          {menu.links.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={current(link.href, path)} onClick={onClose}>
                <span className="nav-panel-label">{link.label}</span>
                {link.blurb && <span className="nav-panel-blurb">{link.blurb}</span>}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function DrawerLink({ link, path, onClose }: { link: NavLink; path: string; onClose: () => void }) {
  return (
    <li>
      <a href={link.href} aria-current={current(link.href, path)} onClick={onClose}>
        {link.label}
      </a>
    </li>
  );
}

/** The student tools in the drawer: folded behind one button, open when one of them is the page shown. */
function GamesDisclosure({ games, path, onClose }: { games: NavLink[]; path: string; onClose: () => void }) {
  const [open, setOpen] = useState(() => games.some((link) => link.href === path));
  return (
    <>
      <button type="button" className="drawer-disclosure" aria-expanded={open ? 'true' : 'false'} aria-controls="drawer-games" onClick={() => setOpen(!open)}>
        Games and tools <span className="drawer-count">({games.length})</span>
        <svg className="chevron" viewBox="0 0 12 12" width="14" height="14" aria-hidden="true">
          <path d="M2 4.5 6 8.5l4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id="drawer-games" className="drawer-games" hidden={!open}>
        {games.map((link) => (
          <DrawerLink key={link.href} link={link} path={path} onClose={onClose} />
        ))}
      </ul>
    </>
  );
}

/**
 * Narrow screens: a modal drawer from the left (native dialog: focus stays inside, Escape closes).
 * Its links are drawn only while it is open: only the menu button opens it, and a page does not
 * draw, then take over, a second copy of the whole menu it may never show.
 */
function Drawer({ open, path, onClose }: { open: boolean; path: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      id="site-drawer"
      className="drawer"
      aria-label="Site menu"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="drawer-inner">
          <div className="drawer-top">
            <a className="brand" href="/" onClick={onClose}>
              <Logo />
              <span>VERSE</span>
            </a>
            <button type="button" className="icon-button" onClick={onClose} aria-label="Close menu">
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {/* What a parent comes for first: the call, the prices and how to reach us. */}
          <a className="button primary drawer-cta" href="/start-here?open=consultation" onClick={onClose}>
            Book a Free Consultation
          </a>
          <nav aria-label="Site menu">
            <ul className="drawer-quick">
              {topLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} aria-current={current(link.href, path)} onClick={onClose}>
                    <span className="drawer-quick-label">{link.label}</span>
                    <span className="drawer-quick-blurb">{link.blurb}</span>
                  </a>
                </li>
              ))}
            </ul>
            {menus.map((menu) => {
              const games = menu.links.filter(isGameLink);
              return (
                <div className="drawer-group" key={menu.id}>
                  <p className="drawer-label" id={`drawer-${menu.id}`}>
                    {menu.label}
                  </p>
                  <ul aria-labelledby={`drawer-${menu.id}`}>
                    {menu.links
                      .filter((link) => !isGameLink(link))
                      .map((link) => (
                        <DrawerLink key={link.href} link={link} path={path} onClose={onClose} />
                      ))}
                  </ul>
                  {games.length > 0 && <GamesDisclosure games={games} path={path} onClose={onClose} />}
                </div>
              );
            })}
          </nav>
        </div>
      )}
    </dialog>
  );
}

/** Where styles.css swaps the drawer for the dropdowns. */
const DESKTOP = '(min-width: 70rem)';

export function Header() {
  const [path] = useLocation();
  const [query] = useSearchParams();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  // A new page closes the menus (runs on mount too, so it comes before ?menu=tools below).
  useEffect(() => {
    setOpenMenu(null);
    setDrawerOpen(false);
  }, [path]);

  // ?menu=tools opens the Tools menu: the dropdown on wide screens, the drawer on phones.
  const menuQuery = query.get('menu');
  useEffect(() => {
    if (menuQuery !== 'tools') return;
    if (window.matchMedia(DESKTOP).matches) setOpenMenu('tools');
    else setDrawerOpen(true);
  }, [menuQuery]);

  useEffect(() => {
    if (!openMenu) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openMenu]);

  const closeDrawer = () => {
    if (!drawerOpen) return;
    setDrawerOpen(false);
    hamburger.current?.focus();
  };

  return (
    <header className="site-header">
      <div className="header-row">
        <button
          ref={hamburger}
          type="button"
          className="icon-button hamburger"
          aria-label="Open menu"
          aria-expanded={drawerOpen ? 'true' : 'false'}
          aria-controls="site-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <a className="brand" href="/">
          <Logo />
          <span>VERSE</span>
        </a>
        <nav ref={nav} className="main-nav" aria-label="Main">
          <ul className="nav-list">
            {menus.map((menu) => (
              <MenuDisclosure
                key={menu.id}
                menu={menu}
                open={openMenu === menu.id}
                path={path}
                onToggle={() => setOpenMenu(openMenu === menu.id ? null : menu.id)}
                onClose={() => setOpenMenu(null)}
              />
            ))}
            {topLinks.map((link) => (
              <li key={link.href}>
                <a className="nav-link" href={link.href} aria-current={current(link.href, path)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-end">
          <AuthMenu />
          <a className="button primary header-cta" href="/start-here?open=consultation">
            Free Consultation
          </a>
        </div>
      </div>
      <Drawer open={drawerOpen} path={path} onClose={closeDrawer} />
    </header>
  );
}
