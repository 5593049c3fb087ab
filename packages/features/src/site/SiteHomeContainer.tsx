import { SiteHomeScreen } from '@salon/ui/screens/site/SiteHomeScreen';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ContactFormContainer } from './ContactFormContainer';
import { homeHours, homeProduct, homeServiceGroup } from './home-view';
import { useSite } from './site-context';
import { useHomeProducts } from './use-home-products';
import { useWebsiteServices } from './use-website-services';

/** `/salon/{salonName}`: the home page, inside `SiteFrameContainer` (it reads the salon from the frame). */
export function SiteHomeContainer() {
  const site = useSite();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const salonName = site?.salonName ?? '';
  const products = useHomeProducts(salonName);
  const services = useWebsiteServices(salonName);

  // The header's #links land here: scroll to the section once the page has drawn.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ block: 'start' });
  }, [hash, products.data, services.data]);

  if (!site) return null;
  const { info, basePath } = site;
  const money = { currency: info.salon.currency, locale: info.salon.locale };
  return (
    <SiteHomeScreen
      texts={{
        websiteTitle: info.websiteTitle,
        websiteSubTitle: info.websiteSubTitle,
        bannerUrl: info.websiteBannerImageURL,
        bannerImage: info.websiteBannerImage ?? null,
        appearanceBarText: info.appearanceBarText,
        appearanceBarPara: info.appearanceBarPara,
        productText: info.productText,
        serviceText: info.serviceText,
        hourText: info.hourText,
        hourPara: info.hourPara,
        contactText: info.contactText,
        contactPara: info.contactPara,
      }}
      products={
        products.data
          ? { status: 'ready', items: products.data.result.map((item) => homeProduct(item, basePath, money)) }
          : products.error
            ? { status: 'ready', items: [] }
            : { status: 'loading' }
      }
      services={
        services.data
          ? { status: 'ready', items: services.data.map((group) => homeServiceGroup(group, basePath, money)) }
          : services.error
            ? { status: 'ready', items: [] }
            : { status: 'loading' }
      }
      hours={homeHours(info.openingHours)}
      bookHref={`${basePath}/book-appointment`}
      shopHref={`${basePath}/products-list`}
      onNavigate={(href) => navigate(href)}
      contactForm={<ContactFormContainer salonName={salonName} />}
    />
  );
}
