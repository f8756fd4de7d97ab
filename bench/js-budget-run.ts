import { measureFirstVisit } from './js-budget';
const [base] = process.argv.slice(2);
for (const r of await measureFirstVisit(base ?? 'http://127.0.0.1:8092', ['/', '/map'])) {
  console.log(r.path, Math.round(r.compressedBytes / 1024), 'KB in', r.scripts, 'scripts');
  for (const f of r.files) console.log('   ', f);
}
