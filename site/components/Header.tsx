import { useEffect, useRef, useState } from 'preact/hooks';
import type { Location } from '../lib/router';
import { menus, topLinks, type NavMenu } from '../nav';
import { AuthMenu } from './AuthMenu';
import { Logo } from './Logo';

/** True on the link of the page being shown. */
const isCurrent = (href: string, location: Location) => href === location.path;

/** Wide screens: one disclosure button per menu (WAI-ARIA disclosure navigation pattern). */
function MenuDisclosure({
  menu,
  open,
  location,
  onToggle,
  onClose,
}: {
  menu: NavMenu;
  open: boolean;
  location: Location;
  onToggle: () => void;
  onClose: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const panelId = `menu-${menu.id}`;
  const active = menu.links.some((link) => isCurrent(link.href, location));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onClose();
      button.current?.focus();
      return;
    }
    if (!open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    // Arrow keys move through the open menu's links, as many visitors expect from a menu.
    const links = [...(event.currentTarget as HTMLElement).querySelectorAll<HTMLElement>(`#${panelId} a`)];
    const index = links.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? (index + 1) % links.length : index <= 0 ? links.length - 1 : index - 1;
    event.preventDefault();
    links[next]?.focus();
  };

  const onFocusOut = (event: FocusEvent) => {
    if (open && !(event.currentTarget as HTMLElement).contains(event.relatedTarget as Node | null)) onClose();
  };

  return (
    <li class="nav-item" onKeyDown={onKeyDown} onFocusOut={onFocusOut}>
      <button
        ref={button}
        type="button"
        class={`nav-trigger${active ? ' is-active' : ''}`}
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {menu.label}
        <svg class="chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4.5 6 8.5l4-4" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" />
        </svg>
      </button>
      <ul id={panelId} class="nav-panel" hidden={!open}>
        {menu.links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={isCurrent(link.href, location) ? 'page' : undefined} onClick={onClose}>
              <span class="nav-panel-label">{link.label}</span>
              {link.blurb && <span class="nav-panel-blurb">{link.blurb}</span>}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Narrow screens: a modal drawer from the left (native dialog: focus stays inside, Escape closes). */
function Drawer({ open, location, onClose }: { open: boolean; location: Location; onClose: () => void }) {
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
      class="drawer"
      aria-label="Site menu"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div class="drawer-inner">
        <div class="drawer-top">
          <a class="brand" href="/" onClick={onClose}>
            <Logo />
            <span>VERSE</span>
          </a>
          <button type="button" class="icon-button" onClick={onClose} aria-label="Close menu">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
            </svg>
          </button>
        </div>
        <nav aria-label="Site menu">
          {menus.map((menu) => (
            <div class="drawer-group" key={menu.id}>
              <p class="drawer-label" id={`drawer-${menu.id}`}>
                {menu.label}
              </p>
              <ul aria-labelledby={`drawer-${menu.id}`}>
                {menu.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} aria-current={isCurrent(link.href, location) ? 'page' : undefined} onClick={onClose}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <ul class="drawer-group drawer-top-links">
            {topLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} aria-current={isCurrent(link.href, location) ? 'page' : undefined} onClick={onClose}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a class="button primary drawer-cta" href="/start-here?open=consultation" onClick={onClose}>
          Book a Free Consultation
        </a>
      </div>
    </dialog>
  );
}

/** Where styles.css swaps the drawer for the dropdowns. */
const DESKTOP = '(min-width: 70rem)';

export function Header({ location }: { location: Location }) {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  // A new page closes the menus (runs on mount too, so it comes before ?menu=tools below).
  useEffect(() => {
    setOpenMenu(null);
    setDrawerOpen(false);
  }, [location.path]);

  // ?menu=tools opens the Tools menu: the dropdown on wide screens, the drawer on phones.
  const menuQuery = location.query.get('menu');
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
    <header class="site-header">
      <div class="header-row">
        <button
          ref={hamburger}
          type="button"
          class="icon-button hamburger"
          aria-label="Open menu"
          aria-expanded={drawerOpen ? 'true' : 'false'}
          aria-controls="site-drawer"
          onClick={() => setDrawerOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
          </svg>
        </button>
        <a class="brand" href="/">
          <Logo />
          <span>VERSE</span>
        </a>
        <nav ref={nav} class="main-nav" aria-label="Main">
          <ul class="nav-list">
            {menus.map((menu) => (
              <MenuDisclosure
                key={menu.id}
                menu={menu}
                open={openMenu === menu.id}
                location={location}
                onToggle={() => setOpenMenu(openMenu === menu.id ? null : menu.id)}
                onClose={() => setOpenMenu(null)}
              />
            ))}
            {topLinks.map((link) => (
              <li key={link.href}>
                <a class="nav-link" href={link.href} aria-current={isCurrent(link.href, location) ? 'page' : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div class="header-end">
          <AuthMenu />
          <a class="button primary header-cta" href="/start-here?open=consultation">
            Free Consultation
          </a>
        </div>
      </div>
      <Drawer open={drawerOpen} location={location} onClose={closeDrawer} />
    </header>
  );
}
