import { HydrateApart } from '@salon/ui/primitives/HydrateApart';
import { Spinner } from '@salon/ui/primitives/Spinner';
import { VisuallyHidden } from '@salon/ui/primitives/VisuallyHidden';
import { useState, type MouseEvent, type ReactNode } from 'react';
import {
  Banner,
  BannerImage,
  Empty,
  HoursTable,
  OfferBar,
  ProductCard,
  ProductGrid,
  Section,
  SectionHead,
  ServiceList,
  SiteButton,
  SkeletonBox,
  SkeletonLine,
  Tabs,
} from './SiteHomeScreen.styles';

/** The banner spans the viewport: its `sizes` (the server's preload says the same, `BANNER_SIZES`). */
const BANNER_SIZES = '100vw';

export interface SiteTexts {
  websiteTitle: string;
  websiteSubTitle: string;
  bannerUrl: string | null;
  /**
   * The banner's size and WebP copies (`url 480w, …`), when the server made them: the browser fetches the
   * width it needs. The banner is the page's largest paint, so it is never lazy and is fetched first.
   */
  bannerImage?: { width: number; height: number; srcset: string } | null;
  appearanceBarText: string;
  appearanceBarPara: string;
  productText: string;
  serviceText: string;
  hourText: string;
  hourPara: string;
  contactText: string;
  contactPara: string;
}

export interface HomeProduct {
  _id: string;
  name: string;
  imageUrl: string;
  /** Shown as given ('$18.00'). */
  price: string;
  /** Struck through when above the price; null otherwise. */
  actualPrice: string | null;
  href: string;
}

export interface HomeService {
  _id: string;
  title: string;
  description: string;
  price: string;
  duration: string;
  /** The booking page with this service chosen. */
  href: string;
}

export interface HomeServiceGroup {
  _id: string;
  title: string;
  services: HomeService[];
}

export interface HomeHours {
  day: string;
  /** 'Closed', or the day's ranges: '09:00 – 13:00, 14:00 – 19:00'. */
  hours: string;
}

export type HomeSection<T> = { status: 'loading' } | { status: 'ready'; items: T[] };

export interface SiteHomeScreenProps {
  texts: SiteTexts;
  products: HomeSection<HomeProduct>;
  services: HomeSection<HomeServiceGroup>;
  hours: HomeHours[];
  bookHref: string;
  shopHref: string;
  onNavigate: (href: string) => void;
  /** The contact form (its own container). */
  contactForm: ReactNode;
}

function Loading({ label }: { label: string }) {
  return (
    <Empty role="status" aria-live="polite">
      <Spinner decorative /> {label}
    </Empty>
  );
}

/** How many products the home shows (the first page of the shop's call): the skeleton's cards. */
const HOME_PRODUCTS = 4;

/**
 * The products while they load: cards of the final size (a square photo, a name and a price), so the
 * sections below do not move when the products arrive.
 */
function ProductsLoading() {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Loading products</VisuallyHidden>
      <ProductGrid aria-hidden="true">
        {Array.from({ length: HOME_PRODUCTS }, (_, index) => (
          <ProductCard key={index} data-skeleton>
            <SkeletonBox />
            <SkeletonLine />
            <SkeletonLine $short />
          </ProductCard>
        ))}
      </ProductGrid>
    </div>
  );
}

type Follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => void;

function ServiceTabs({ groups, follow }: { groups: HomeServiceGroup[]; follow: Follow }) {
  const [selected, setSelected] = useState(0);
  const current = groups[Math.min(selected, groups.length - 1)];
  if (!current) return <Empty>This salon has not added any services yet.</Empty>;
  return (
    <>
      <Tabs role="tablist" aria-label="Service categories">
        {groups.map((group, index) => (
          <button
            key={group._id}
            id={`service-tab-${group._id}`}
            type="button"
            role="tab"
            aria-selected={group._id === current._id}
            aria-controls="service-panel"
            tabIndex={group._id === current._id ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = (index + step + groups.length) % groups.length;
              setSelected(next);
              document.getElementById(`service-tab-${groups[next]!._id}`)?.focus();
            }}
          >
            {group.title}
          </button>
        ))}
      </Tabs>
      <div id="service-panel" role="tabpanel" aria-labelledby={`service-tab-${current._id}`}>
        <ServiceList>
          {current.services.map((service) => (
            <li key={service._id}>
              <h3>
                <a href={service.href} onClick={follow(service.href)}>
                  {service.title}
                </a>
                <span>{service.price}</span>
              </h3>
              <p>{service.duration}</p>
              <p>{service.description}</p>
            </li>
          ))}
        </ServiceList>
      </div>
    </>
  );
}

/** The salon home (spec 2 §2): banner, offers, the first products, services by category, hours, contact. */
export function SiteHomeScreen({
  texts,
  products,
  services,
  hours,
  bookHref,
  shopHref,
  onNavigate,
  contactForm,
}: SiteHomeScreenProps) {
  const follow: Follow = (href) => (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <>
      <Banner id="banner" $image={texts.bannerUrl} aria-labelledby="banner-title">
        {texts.bannerUrl ? (
          <BannerImage
            src={texts.bannerUrl}
            srcSet={texts.bannerImage?.srcset || undefined}
            sizes={texts.bannerImage ? BANNER_SIZES : undefined}
            width={texts.bannerImage?.width}
            height={texts.bannerImage?.height}
            alt=""
            loading="eager"
            decoding="async"
            fetchPriority="high"
          />
        ) : null}
        <h1 id="banner-title">{texts.websiteTitle}</h1>
        <p>{texts.websiteSubTitle}</p>
        <div>
          <SiteButton href={bookHref} onClick={follow(bookHref)}>
            Book an Appointment
          </SiteButton>
        </div>
      </Banner>
      {texts.appearanceBarText ? (
        <OfferBar aria-label="Offers">
          <strong>{texts.appearanceBarText}</strong>
          <p>{texts.appearanceBarPara}</p>
        </OfferBar>
      ) : null}
      {/* The sections below the first view hydrate in tasks of their own (TBT). */}
      {/* A shop without products has nothing to show a client here: the section is left out. */}
      {products.status === 'ready' && products.items.length === 0 ? null : (
        <HydrateApart>
          <Section id="products" aria-labelledby="products-title">
            <SectionHead>
              <h2 id="products-title">{texts.productText}</h2>
              <a href={shopHref} onClick={follow(shopHref)}>
                View all
              </a>
            </SectionHead>
            {products.status === 'loading' ? (
              <ProductsLoading />
            ) : (
              <ProductGrid>
                {products.items.map((product) => (
                  <ProductCard key={product._id}>
                    <img
                      src={product.imageUrl}
                      alt=""
                      width={320}
                      height={320}
                      loading="lazy"
                      decoding="async"
                    />
                    <a href={product.href} onClick={follow(product.href)}>
                      {product.name}
                    </a>
                    <span>
                      {product.price}
                      {product.actualPrice ? (
                        <s>
                          <VisuallyHidden>was </VisuallyHidden>
                          {product.actualPrice}
                        </s>
                      ) : null}
                    </span>
                  </ProductCard>
                ))}
              </ProductGrid>
            )}
          </Section>
        </HydrateApart>
      )}
      <HydrateApart>
        <Section id="services_our" aria-labelledby="services-title">
          <h2 id="services-title">{texts.serviceText}</h2>
          {services.status === 'loading' ? (
            <Loading label="Loading services" />
          ) : (
            <ServiceTabs groups={services.items} follow={follow} />
          )}
        </Section>
      </HydrateApart>
      <HydrateApart>
        <Section id="hoursOfOperation" aria-labelledby="hours-title">
          <h2 id="hours-title">{texts.hourText}</h2>
          <p>{texts.hourPara}</p>
          <HoursTable>
            <tbody>
              {hours.map((entry) => (
                <tr key={entry.day}>
                  <th scope="row">{entry.day}</th>
                  <td>{entry.hours}</td>
                </tr>
              ))}
            </tbody>
          </HoursTable>
        </Section>
      </HydrateApart>
      <HydrateApart>
        <Section id="contactus" aria-labelledby="contact-title">
          <h2 id="contact-title">{texts.contactText}</h2>
          <p>{texts.contactPara}</p>
          {contactForm}
        </Section>
      </HydrateApart>
    </>
  );
}
