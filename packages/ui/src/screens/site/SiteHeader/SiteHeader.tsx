import { useEffect, useRef, useState, type MouseEvent } from 'react';
import {
  AccountItems,
  AccountMenu,
  Actions,
  Bar,
  Brand,
  CartCount,
  Greeting,
  HeaderButton,
  Inner,
  MenuButton,
  Nav,
} from './SiteHeader.styles';

export interface SiteHeaderProps {
  /** The salon's display name (the logo's text alternative). */
  salonName: string;
  logoUrl: string | null;
  /** The site's root, `/salon/{salonName}`; every link is under it. */
  basePath: string;
  /** The signed-in customer's name; null for a visitor. */
  customerName: string | null;
  cartCount: number;
  /** Client-side navigation to a path under the site (links keep their href for a new tab). */
  onNavigate: (path: string) => void;
  onLoginClick: () => void;
  onLogout: () => void;
  onCartClick: () => void;
}

/** The links of spec 2 §2, in order; order history only for a signed-in customer. */
export function siteLinks(basePath: string, signedIn: boolean) {
  return [
    { label: 'Home', href: `${basePath}#banner` },
    { label: 'Shop', href: `${basePath}/products-list` },
    { label: 'Services', href: `${basePath}#services_our` },
    { label: 'Discounts', href: `${basePath}/discounts` },
    { label: 'Hours', href: `${basePath}#hoursOfOperation` },
    { label: 'Contact', href: `${basePath}#contactus` },
    ...(signedIn ? [{ label: 'Order history', href: `${basePath}/order-history` }] : []),
  ];
}

/** The signed-in customer's own pages, in the menu on their name (with Sign out). */
export function accountLinks(basePath: string) {
  return [
    { label: 'My appointments', href: `${basePath}/my-appointments` },
    { label: 'Order history', href: `${basePath}/order-history` },
  ];
}

/** The header of every page of a salon's site: logo, links, sign-in or the customer, and the cart. */
export function SiteHeader({
  salonName,
  logoUrl,
  basePath,
  customerName,
  cartCount,
  onNavigate,
  onLoginClick,
  onLogout,
  onCartClick,
}: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const accountRef = useRef<HTMLDivElement>(null);
  // The name's menu closes on Escape (focus back on the name) and on a click outside it.
  useEffect(() => {
    if (!accountOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setAccountOpen(false);
      accountRef.current?.querySelector('button')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!accountRef.current?.contains(event.target as Node)) setAccountOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [accountOpen]);
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(false);
    setAccountOpen(false);
    onNavigate(href);
  };
  return (
    <Bar>
      <Inner>
        <Brand href={`${basePath}#banner`} onClick={follow(`${basePath}#banner`)}>
          {logoUrl ? <img src={logoUrl} alt="" /> : null}
          <span>{salonName}</span>
        </Brand>
        <MenuButton
          type="button"
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((value) => !value)}
        >
          Menu
        </MenuButton>
        <Nav id="site-menu" aria-label="Site" $open={open}>
          <ul>
            {siteLinks(basePath, customerName !== null).map((link) => (
              <li key={link.label}>
                <a href={link.href} onClick={follow(link.href)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </Nav>
        <Actions>
          {customerName !== null ? (
            <AccountMenu ref={accountRef}>
              <HeaderButton
                type="button"
                aria-expanded={accountOpen}
                aria-controls="account-menu"
                onClick={() => setAccountOpen((value) => !value)}
              >
                <Greeting title={customerName}>{customerName}</Greeting>
                <span aria-hidden="true">▾</span>
              </HeaderButton>
              {accountOpen && (
                <AccountItems id="account-menu" aria-label="Your account">
                  {accountLinks(basePath).map((link) => (
                    <li key={link.label}>
                      <a href={link.href} onClick={follow(link.href)}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      onClick={() => {
                        setAccountOpen(false);
                        onLogout();
                      }}
                    >
                      Sign out
                    </button>
                  </li>
                </AccountItems>
              )}
            </AccountMenu>
          ) : (
            <HeaderButton type="button" onClick={onLoginClick}>
              Login
            </HeaderButton>
          )}
          <HeaderButton
            type="button"
            onClick={onCartClick}
            aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
          >
            Cart <CartCount aria-hidden="true">{cartCount}</CartCount>
          </HeaderButton>
        </Actions>
      </Inner>
    </Bar>
  );
}
