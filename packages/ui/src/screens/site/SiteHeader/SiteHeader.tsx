import { useState, type MouseEvent } from 'react';
import {
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
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(false);
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
            <>
              <Greeting title={customerName}>{customerName}</Greeting>
              <HeaderButton type="button" onClick={onLogout}>
                Logout
              </HeaderButton>
            </>
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
