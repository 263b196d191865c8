/**
 * How the build cuts the first screens' code into files: one file per thing a person waits for, so a visit pays
 * for few requests (each costs its headers and a round trip on a slow network) and gzip sees whole files.
 * - `index`: every module the entry imports statically (strings and number formats);
 * - `framework`: React's DOM renderer, which the entry imports first, in a task of its own;
 * - `start`: the app's start-up, shell and store, which the entry imports next;
 * - `application-page`: what the loan screen adds;
 * - `step-page`: what the flow's first step adds (its step page, fields and the catalogue).
 * Later screens and code loaded on demand (RTK Query with the first save, the look-ups) keep Rolldown's own cut.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { APPLICATION_PAGE_CHUNK, FRAMEWORK_CHUNK, START_CHUNK, STEP_PAGE_CHUNK } from './chunks';

/** The modules whose code makes the first screens' chunks (paths in the web root). */
const FRAMEWORK = 'src/framework.ts';
const START = 'src/start.tsx';
const APPLICATION_PAGE = 'src/app/routes.tsx';
const STEP_PAGE: Record<'classic' | 'dynamic', string> = {
  classic: 'src/form/step/step-page.tsx',
  dynamic: 'src/form/dynamic/dynamic-step-page.tsx',
};

type ModuleGraph = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { isEntry: boolean; importedIds: readonly string[] } | null;
};

/** `from` and every module it imports statically, transitively, minus those in `taken`. */
function closure(graph: ModuleGraph, from: string | undefined, taken: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const stack = from ? [from] : [];
  while (stack.length) {
    const id = stack.pop()!;
    if (found.has(id) || taken.has(id)) continue;
    found.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

export function firstScreenChunks(webRoot: string, flow: 'classic' | 'dynamic'): Plugin {
  const groups = {
    index: new Set<string>(),
    [FRAMEWORK_CHUNK]: new Set<string>(),
    [START_CHUNK]: new Set<string>(),
    [APPLICATION_PAGE_CHUNK]: new Set<string>(),
    [STEP_PAGE_CHUNK]: new Set<string>(),
  };
  const owner = new Map<string, keyof typeof groups>();
  return {
    name: 'first-screen-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: (Object.keys(groups) as (keyof typeof groups)[]).map((name) => ({
                name,
                test: (id: string) => owner.get(id) === name,
              })),
            },
          },
        },
      },
    }),
    // The module graph is complete here, before chunks are made.
    buildEnd() {
      const graph: ModuleGraph = {
        getModuleIds: () => this.getModuleIds(),
        getModuleInfo: (id) => this.getModuleInfo(id),
      };
      const entry = [...graph.getModuleIds()].find((id) => graph.getModuleInfo(id)?.isEntry);
      const taken = new Set<string>();
      const pages: [keyof typeof groups, string | undefined][] = [
        ['index', entry],
        [FRAMEWORK_CHUNK, resolve(webRoot, FRAMEWORK)],
        [START_CHUNK, resolve(webRoot, START)],
        [APPLICATION_PAGE_CHUNK, resolve(webRoot, APPLICATION_PAGE)],
        [STEP_PAGE_CHUNK, resolve(webRoot, STEP_PAGE[flow])],
      ];
      for (const [name, from] of pages) {
        groups[name] = closure(graph, from, taken);
        for (const id of groups[name]) {
          taken.add(id);
          owner.set(id, name);
        }
      }
    },
  };
}
