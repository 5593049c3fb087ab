import { authMatrix } from './auth';
import { bookingMatrix } from './booking';
import { contentProductsMatrix } from './content-products';
import { contentServicesVideosMatrix } from './content-services-videos';
import { peopleClientsMatrix } from './people-clients';
import { peopleSalonsMatrix } from './people-salons';
import { reportsMatrix } from './reports';
import { appVersionsMatrix } from './app-versions';
import { notificationsMatrix } from './notifications';
import type { Matrix } from './types';

/** Every area's cases; an area adds its file here. */
export const matrix: Matrix = {
  ...authMatrix,
  ...bookingMatrix,
  ...contentProductsMatrix,
  ...contentServicesVideosMatrix,
  ...peopleSalonsMatrix,
  ...peopleClientsMatrix,
  ...reportsMatrix,
  ...appVersionsMatrix,
  ...notificationsMatrix,
};
