// Area benchmark of a crowd on a salon's public pages (see bench/crowd.ts), run by `npm run bench`.
import { runTsxScript } from '../tsx-script.mjs';

runTsxScript('bench/crowd.ts');
