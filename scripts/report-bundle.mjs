// After `vite build`: the JavaScript the first screen loads (index.html's module script and the
// chunks it preloads), gzipped as a server would send it, against the target of 200 KB. Charts,
// the admin panel and every other page are separate chunks loaded on demand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 200;
const dist = path.join(import.meta.dirname, '..', 'web', 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((match) => match[1]);
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(dist, file))).length;
  total += size;
  console.log(`  ${file.padEnd(44)} ${(size / 1024).toFixed(1).padStart(7)} KB gzip`);
}
const kb = total / 1024;
console.log(
  `initial JavaScript: ${kb.toFixed(1)} KB gzip in ${files.length} files (target < ${TARGET_KB} KB): ${kb < TARGET_KB ? 'met' : 'MISSED'}`,
);
if (kb >= TARGET_KB) process.exitCode = 1;
