import { build, type InlineConfig, type Rolldown } from 'vite';

/**
 * The modules a first visit loads, read from a trial build of `config` with Rolldown's own chunking:
 * those of the entry's chunk and of every chunk it imports statically.
 */
const firstLoadModules = async (config: InlineConfig): Promise<Set<string>> => {
  const result = await build({ ...config, configFile: false, logLevel: 'silent', build: { ...config.build, write: false } });
  const chunks = new Map(
    (Array.isArray(result) ? result : [result as Rolldown.RolldownOutput])
      .flatMap((out) => out.output)
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const modules = new Set<string>();
  const seen = new Set<string>();
  const queue = [...chunks.values()].filter((chunk) => chunk.isEntry);
  for (let chunk = queue.pop(); chunk; chunk = queue.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) modules.add(id);
    queue.push(...chunk.imports.map((file) => chunks.get(file)!));
  }
  return modules;
};

/**
 * One chunk for everything a first visit loads. Left to itself, Rolldown makes a chunk of each set of
 * routes that share a module, even one the entry has already loaded (rolldown/rolldown#10731): a first
 * visit fetched 50 files, each a round trip on a phone's connection.
 */
export const firstLoadChunk = async (config: InlineConfig) => {
  const modules = await firstLoadModules(config);
  return { groups: [{ name: 'app', test: (id: string) => modules.has(id) }] };
};
