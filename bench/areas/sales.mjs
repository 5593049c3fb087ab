// Area benchmark of the front desk (see bench/sales.ts), run by `npm run bench`.
import { runTsxScript } from '../tsx-script.mjs';

runTsxScript('bench/sales.ts');
