// Area benchmark of the booking engine (see bench/availability.ts), run by `npm run bench`.
import { runTsxScript } from '../tsx-script.mjs';

runTsxScript('bench/availability.ts');
