import type { Plugin, Rolldown } from 'vite';

const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const modulePreload = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;
const stylesheet = /<link rel="stylesheet" crossorigin href="\/([^"]+)">\s*/g;

/** The inline script that, once the page has painted, fetches the start-up chunks together and runs the entry. */
export const loadAfterPaint = (entry: string, chunks: string[]) =>
  `requestAnimationFrame(()=>setTimeout(()=>{for(const href of ${JSON.stringify(chunks)}){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}const s=document.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};document.head.append(s)}))`;

/** The chunks the entry imports, statically or as its start-up steps, and theirs, as URLs. */
function startupChunksOf(entry: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): string[] {
  const seen = new Set<string>();
  const queue = [...entry.imports, ...entry.dynamicImports];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') continue;
    seen.add(file);
    queue.push(...chunk.imports);
  }
  return [...seen].map((file) => `/${file}`);
}

/**
 * A page paints before any script is fetched: the app's styles are inlined into the page and its
 * start-up chunks are requested only after the first frame, all at once, so what the server rendered
 * shows while the code downloads, instead of the download sharing the phone's connection with the
 * page and its styles.
 */
export const paintBeforeScripts = (): Plugin => ({
  name: 'stagehouse-paint-before-scripts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle, chunk }) {
      if (!chunk || !bundle || !html.includes(`src="/${chunk.fileName}"`))
        throw new Error('index.html has no entry module to load after paint');
      const styles = [...html.matchAll(stylesheet)].map(([, file]) => {
        const asset = bundle?.[file!];
        if (asset?.type !== 'asset') throw new Error(`The stylesheet ${file} is not in the bundle`);
        return String(asset.source);
      });
      return html
        .replace(moduleScript, '')
        .replace(modulePreload, '')
        .replace(stylesheet, '')
        .replace('</head>', () => `<style>${styles.join('')}</style></head>`)
        .replace('</body>', () => `<script>${loadAfterPaint(`/${chunk.fileName}`, startupChunksOf(chunk, bundle))}</script></body>`);
    },
  },
});
