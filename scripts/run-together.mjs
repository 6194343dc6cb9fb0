// `node scripts/run-together.mjs lint typecheck`: runs those npm scripts at the same time and
// fails when any fails (decision 075). Lint and the type check each keep one core of two busy
// for most of their run: side by side they take the time of the longer one. Each script's output
// is printed whole once it ends, never interleaved with the other's.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script>...');
  process.exit(2);
}

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ script, code: 1, output: [Buffer.from(`${error.message}\n`)], started }));
    child.on('close', (code, signal) => resolve({ script, code: code ?? (signal ? 1 : 0), output, started }));
  });
}

const results = await Promise.all(
  scripts.map((script) =>
    run(script).then((result) => {
      const seconds = Math.round((Date.now() - result.started) / 1000);
      process.stdout.write(`\n> npm run ${script} (${seconds} s, ${result.code === 0 ? 'passed' : 'FAILED'})\n`);
      process.stdout.write(Buffer.concat(result.output));
      return result;
    }),
  ),
);
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(', ')}`);
  process.exit(1);
}
