// Area benchmark of the paged-list throughput (see bench/list-throughput.ts), run by `npm run bench`.
import { runTsxScript } from '../tsx-script.mjs';

runTsxScript('bench/list-throughput.ts');
