// `npm test`: every phase of the test suite, stopping at the first failure, and a table of how long each
// phase took (CI's log ends with it, so a slow phase shows where it arises). Phases in one group run side
// by side: lint, types and unit tests are each mostly one process on one core, so the two cores take them
// together; the server and story tests use both cores by themselves (and the booking timing test needs
// them). The daylight-saving runs and the two builds are short and claim no timing: they share a turn.
import { spawn } from 'node:child_process';

const GROUPS = [
  ['lint', 'typecheck', 'test:unit'],
  ['test:server'],
  ['test:stories'],
  // The built Storybook's index (catalogue coverage, one screenshot baseline per catalogue story), the
  // apps and server that e2e drives, and the booking rules under two time zones.
  ['test:visual', 'build', 'test:server:tz'],
  ['test:e2e'],
];

const only = process.argv.slice(2);
const times = [];

/** Runs `npm run <script>`; side by side, its output is held and printed whole when it ends. */
function run(script, buffered) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      times.push({ phase: script, seconds, ok: code === 0 });
      if (buffered) {
        process.stdout.write(`\n── ${script} (${code === 0 ? 'passed' : `FAILED, exit ${code}`}) ──\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(code === 0);
    });
  });
}

function format(seconds) {
  return seconds >= 60
    ? `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`
    : `${seconds.toFixed(0)}s`;
}

const started = Date.now();
let passed = true;
for (const group of GROUPS) {
  const scripts = only.length > 0 ? group.filter((script) => only.includes(script)) : group;
  if (scripts.length === 0) continue;
  const results = await Promise.all(scripts.map((script) => run(script, scripts.length > 1)));
  if (results.includes(false)) {
    passed = false;
    break;
  }
}

console.log('\nnpm test phases:');
console.table(
  times.map(({ phase, seconds, ok }) => ({ phase, time: format(seconds), result: ok ? 'passed' : 'FAILED' })),
);
console.log(`total ${format((Date.now() - started) / 1000)}: ${passed ? 'passed' : 'FAILED'}`);
process.exit(passed ? 0 : 1);
