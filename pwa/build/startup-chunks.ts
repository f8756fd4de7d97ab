import { build, type InlineConfig, type Rolldown } from 'vite';

/**
 * The modules of the app's start-up, read from a trial build of `config` with Rolldown's own chunking:
 * those of the entry's chunk, of the chunks the entry itself imports (statically, or dynamically as
 * its start-up steps) and of every chunk those import statically. The routes' code is not among them.
 */
async function startupModules(config: InlineConfig): Promise<{ entry: Set<string>; startup: Set<string> }> {
  const result = await build({ ...config, configFile: false, logLevel: 'silent', build: { ...config.build, write: false } });
  const chunks = new Map(
    (Array.isArray(result) ? result : [result as Rolldown.RolldownOutput])
      .flatMap((out) => out.output)
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const startup = new Set<string>();
  const seen = new Set<string>();
  const queue = entries.flatMap((entry) => [entry, ...entry.dynamicImports.map((file) => chunks.get(file)!)]);
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) startup.add(id);
    queue.push(...chunk.imports.map((file) => chunks.get(file)!));
  }
  return { entry: new Set(entries.flatMap((entry) => entry.moduleIds)), startup };
}

const react = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const designSystem = /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|stylis)[\\/]|[\\/]src[\\/]app[\\/]theme\.ts$/;

/**
 * Start-up in three chunks, one per step of the entry (React, the design system, the app), each
 * downloaded at once and evaluated in a task of its own. Left to itself, Rolldown makes a chunk of each
 * set of routes that share a module, even one start-up has already loaded (rolldown/rolldown#10731):
 * a first visit fetched 50 files, each a round trip on a phone's connection.
 */
export async function startupChunks(config: InlineConfig) {
  const { entry, startup } = await startupModules(config);
  const ofStartup = (id: string) => startup.has(id) && !entry.has(id);
  return {
    groups: [
      // Vite's loader of chunks with their styles: the entry uses it first, and it must not bring the app along.
      { name: 'chunk-loader', priority: 4, test: (id: string) => id.includes('vite/preload-helper') },
      { name: 'react', priority: 3, test: (id: string) => ofStartup(id) && react.test(id) },
      { name: 'design-system', priority: 2, test: (id: string) => ofStartup(id) && designSystem.test(id) },
      { name: 'app', priority: 1, test: ofStartup },
    ],
  };
}
