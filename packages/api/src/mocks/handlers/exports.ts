import { delay, HttpResponse } from 'msw';
import { exportFile } from '../../exports/endpoints';
import { fail, mockEndpoint, neverAnswer } from '../http';

const SAMPLE = '\uFEFFName,Email\r\nAmelia Hart,amelia@example.com\r\n';

/** The export calls: a small CSV file, an export that never finishes, or one that fails. */
export function exportHandlers(state: 'default' | 'running' | 'error' = 'default') {
  return [
    mockEndpoint(exportFile, async () => {
      if (state === 'running') return neverAnswer();
      if (state === 'error') return fail(500, 'The export could not be made. Try again.');
      await delay(50);
      return new HttpResponse(SAMPLE, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="demo-salon-export.csv"',
        },
      });
    }),
  ];
}
