// Area benchmark of the dashboard reports (see bench/dashboard.ts), run by `npm run bench`.
import { runTsxScript } from '../tsx-script.mjs';

runTsxScript('bench/dashboard.ts');
