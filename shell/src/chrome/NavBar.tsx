import { PRODUCT_NAME, type NavLinkEntry, Link, NavLink, useLocation } from '@party/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';

export interface NavUser {
  /** First name, else username, else "Account" (spec 01 §2). */
  readonly greetingName: string;
  readonly picture?: string | null;
}

/** Whether the remotes that fill the account menu are in: they load after the page itself. */
export type AccountMenuState = 'ready' | 'loading' | 'failed';

interface NavBarProps {
  /** Every entry the viewer may see, from all loaded remotes. */
  entries: readonly NavLinkEntry[];
  /** The signed-in user; absent for visitors. */
  user?: NavUser;
  onLogout: () => void;
  accountMenu?: AccountMenuState;
  /** The account menu was opened: its entries are wanted now. */
  onAccountOpen?: () => void;
}

/**
 * The navigation bar of spec 01 §2: logo, the public pages, and one account menu. Visitors see Login,
 * Register, Verify Email and Check Email in it; signed-in users see "Hi {name}", their picture or initial,
 * Profile, the admin consoles their role allows, and Logout. On narrow screens a menu button shows the
 * links.
 */
export function NavBar({ entries, user, onLogout, accountMenu = 'ready', onAccountOpen }: NavBarProps) {
  const { pathname } = useLocation();
  // The menu is open on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileOpen = openOn === pathname;
  const navId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // Esc closes the narrow-screen menu and returns focus to its button; an open group or account menu
  // inside it closes first (it handles its own Esc).
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (document.getElementById(navId)?.querySelector('[aria-expanded="true"]')) return;
      setOpenOn(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen, navId]);

  const main = entries.filter((entry) => entry.menu === 'main');
  const account = entries.filter((entry) => entry.menu === 'account');
  const admin = entries.filter((entry) => entry.menu === 'admin');

  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        {/* Named by its visible text (the mark is decoration), so speech input can say what it reads. */}
        <Link to="/" className="shell-logo">
          <span className="shell-logo__mark" aria-hidden="true">
            CB
          </span>
          <span className="shell-logo__text">{PRODUCT_NAME}</span>
        </Link>
        <button
          ref={menuButtonRef}
          type="button"
          className="shell-menu-button"
          aria-expanded={mobileOpen}
          aria-controls={navId}
          onClick={() => setOpenOn(mobileOpen ? null : pathname)}
        >
          <span aria-hidden="true">{mobileOpen ? '✕' : '☰'}</span>
          <span className="shell-visually-hidden">Menu</span>
        </button>
        <nav id={navId} aria-label="Main" className={`shell-nav${mobileOpen ? ' shell-nav--open' : ''}`}>
          <ul className="shell-nav__list">
            {groupEntries(main).map((item) =>
              'entries' in item ? (
                <li key={`group:${item.group}`}>
                  <NavGroup label={item.group} entries={item.entries} />
                </li>
              ) : (
                <li key={item.path}>
                  <NavLink to={item.path} end className="shell-nav__link">
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
          <AccountMenu
            user={user}
            account={account}
            admin={admin}
            onLogout={onLogout}
            state={accountMenu}
            onOpen={onAccountOpen}
          />
        </nav>
      </div>
    </header>
  );
}

type MenuItem = NavLinkEntry | { group: string; entries: NavLinkEntry[] };

/** Entries sharing a group become one item, where the group's first entry stood. */
function groupEntries(entries: readonly NavLinkEntry[]): MenuItem[] {
  const items: MenuItem[] = [];
  const groups = new Map<string, NavLinkEntry[]>();
  for (const entry of entries) {
    if (!entry.group) {
      items.push(entry);
      continue;
    }
    const members = groups.get(entry.group);
    if (members) {
      members.push(entry);
    } else {
      const created = [entry];
      groups.set(entry.group, created);
      items.push({ group: entry.group, entries: created });
    }
  }
  return items;
}

/**
 * A disclosure that is open on the page where it was opened (any navigation closes it), and closes on
 * Esc (returning focus to its button) or a click elsewhere.
 */
function useDisclosure() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return { open, setOpen: (value: boolean) => setOpenOn(value ? pathname : null), rootRef, buttonRef };
}

function NavGroup({ label, entries }: { label: string; entries: readonly NavLinkEntry[] }) {
  const { open, setOpen, rootRef, buttonRef } = useDisclosure();
  const { pathname } = useLocation();
  const panelId = useId();
  const current = entries.some((entry) => entry.path === pathname);
  return (
    <div className="shell-group" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`shell-nav__link shell-group__button${current ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      <ul id={panelId} className="shell-group__panel" hidden={!open} aria-label={label}>
        {entries.map((entry) => (
          <li key={entry.path}>
            <NavLink to={entry.path} className="shell-account__link">
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface AccountMenuProps {
  user?: NavUser;
  account: readonly NavLinkEntry[];
  admin: readonly NavLinkEntry[];
  onLogout: () => void;
  state: AccountMenuState;
  onOpen?: () => void;
}

function AccountMenu({ user, account, admin, onLogout, state, onOpen }: AccountMenuProps) {
  const { open, setOpen, rootRef, buttonRef } = useDisclosure();
  const menuId = useId();

  return (
    <div className="shell-account" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="shell-account__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        {user ? (
          <>
            <Avatar user={user} />
            <span className="shell-account__greeting" title={`Hi ${user.greetingName}`}>
              Hi {user.greetingName}
            </span>
          </>
        ) : (
          <span>Account</span>
        )}
        <span aria-hidden="true" className="shell-account__caret">
          ▾
        </span>
      </button>
      <div id={menuId} className="shell-account__panel" hidden={!open}>
        <ul className="shell-account__list" aria-label="Account">
          {account.map((entry) => (
            <li key={entry.path}>
              <NavLink to={entry.path} className="shell-account__link">
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {state !== 'ready' && (
          <p className="shell-account__status" role="status">
            {state === 'loading'
              ? 'Loading account pages…'
              : 'Account pages are unavailable right now. Please try again in a moment.'}
          </p>
        )}
        {admin.length > 0 && (
          <ul className="shell-account__list shell-account__list--admin" aria-label="Administration">
            {admin.map((entry) => (
              <li key={entry.path}>
                <NavLink to={entry.path} className="shell-account__link">
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        )}
        {user && (
          <button
            type="button"
            className="shell-account__logout"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            Logout
          </button>
        )}
      </div>
    </div>
  );
}

function Avatar({ user }: { user: NavUser }) {
  const [broken, setBroken] = useState(false);
  if (user.picture && !broken) {
    return <img className="shell-avatar" src={user.picture} alt="" onError={() => setBroken(true)} />;
  }
  return (
    <span className="shell-avatar shell-avatar--initial" aria-hidden="true">
      {user.greetingName.charAt(0).toUpperCase()}
    </span>
  );
}
