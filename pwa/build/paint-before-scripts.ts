import type { Plugin } from 'vite';

const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const stylesheet = /<link rel="stylesheet" crossorigin href="\/([^"]+)">\s*/g;

/** The inline script that starts the app's code once the page has painted. */
export const loadAfterPaint = (sources: string[]) =>
  `requestAnimationFrame(()=>setTimeout(()=>{for(const src of ${JSON.stringify(sources)}){const s=document.createElement("script");s.type="module";s.src=src;document.head.append(s)}}))`;

/**
 * A page paints before any script is fetched: the app's styles are inlined into the page and its
 * modules are requested only after the first frame, so what the server rendered shows while the code
 * downloads, instead of the download sharing the phone's connection with the page and its styles.
 */
export const paintBeforeScripts = (): Plugin => ({
  name: 'stagehouse-paint-before-scripts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      const sources = [...html.matchAll(moduleScript)].map((match) => match[1]!);
      if (sources.length === 0) throw new Error('index.html has no module script to load after paint');
      const styles = [...html.matchAll(stylesheet)].map(([, file]) => {
        const asset = bundle?.[file!];
        if (asset?.type !== 'asset') throw new Error(`The stylesheet ${file} is not in the bundle`);
        return String(asset.source);
      });
      return html
        .replace(moduleScript, '')
        .replace(stylesheet, '')
        .replace('</head>', () => `<style>${styles.join('')}</style></head>`)
        .replace('</body>', () => `<script>${loadAfterPaint(sources)}</script></body>`);
    },
  },
});
