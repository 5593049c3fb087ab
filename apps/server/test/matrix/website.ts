import { multipart } from '../multipart';
import { ALL, type Matrix, type Scope } from './types';

/** `own` is Demo Salon's website, `other` Second Salon's; the editor acts on the caller's own salon. */
const nameOf = (scope: Scope) => (scope === 'own' ? 'demo-salon' : 'second-salon');

/** The public calls: anyone, signed in or not, for any enabled salon. */
const PUBLIC = ALL(200, { anonymous: 200 });
/** The Appearance editor: the salon's owner, managers and the superadmin in it; the admin has no salon. */
const EDITORS = ALL(403, { salon: 200, manager: 200, superadmin: 200 });

export const websiteMatrix: Matrix = {
  'GET /website/get-website-setting-by-name': {
    request: (scope) => ({ url: `/website/get-website-setting-by-name?name=${nameOf(scope)}` }),
    own: PUBLIC,
    other: PUBLIC,
  },
  'GET /website/get-website-setting': {
    request: () => ({ url: '/website/get-website-setting' }),
    own: EDITORS,
  },
  'POST /website/add-website-setting': {
    request: () => ({
      url: '/website/add-website-setting?type=website',
      ...multipart({ hourPara: 'Open late on Thursdays.' }),
    }),
    own: EDITORS,
  },
  'POST /website/contact-us': {
    request: (scope) => ({
      url: `/website/contact-us?name=${nameOf(scope)}`,
      payload: {
        name: 'Matrix Visitor',
        email: 'matrix.visitor@example.com',
        phone: '2125550199',
        subject: 'Opening hours',
        message: 'Are you open on public holidays?',
      },
    }),
    own: PUBLIC,
    other: PUBLIC,
  },
  'GET /website/get-website-stylist-by-name': {
    request: (scope) => ({ url: `/website/get-website-stylist-by-name?name=${nameOf(scope)}` }),
    own: PUBLIC,
    other: PUBLIC,
  },
  'GET /service/get-website-service-groupby-category': {
    request: (scope) => ({ url: `/service/get-website-service-groupby-category?name=${nameOf(scope)}` }),
    own: PUBLIC,
    other: PUBLIC,
  },
  'POST /product/get-product-by-salon-for-website': {
    request: (scope) => ({
      url: '/product/get-product-by-salon-for-website',
      payload: { name: nameOf(scope), pageNumber: 1, pageSize: 9 },
    }),
    own: PUBLIC,
    other: PUBLIC,
  },
  'GET /product/get-enabled-website-category': {
    request: (scope) => ({
      url: `/product/get-enabled-website-category?name=${nameOf(scope)}&pageNumber=1&pageSize=1000`,
    }),
    own: PUBLIC,
    other: PUBLIC,
  },
};
