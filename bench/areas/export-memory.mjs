// Area benchmark of the appointments CSV export's memory (see bench/export-memory.ts), run by `npm run bench`.
import { runTsxScript } from '../tsx-script.mjs';

// A collected heap before the export, so that its growth is the export's own.
process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim();
runTsxScript('bench/export-memory.ts');
