/**
 * posthog-js ships its optional parts (session replay, autocapture, surveys, feature flags, …) in one prebuilt
 * file, `dist/extension-bundles.js`, whose last statement merges every group into `AllExtensions` with a helper
 * call the bundler cannot prove free of side effects. That one call keeps all the groups alive, so importing the
 * session-replay group alone would bring the whole file (about 200 KB). Marking the call pure (it only copies
 * properties into a fresh object) lets the bundler drop every group the page does not import: the recorder's
 * group is then about 80 KB, loaded only in a recorded session (decision 0037).
 *
 * posthog-js is pinned to one exact version (package.json), so the statement is known; a build with any other text
 * fails here rather than silently shipping the whole file again.
 */
import type { Plugin } from 'vite';

const FILE = /[\\/]posthog-js[\\/]dist[\\/]extension-bundles\.js$/;
/** `AllExtensions = Object.assign-helper({}, <every group>…)` as the pinned release writes it. */
const ALL_EXTENSIONS = /\bvn=i\(\{\},/;

export function markPosthogExtensionsPure(code: string): string {
  if (!ALL_EXTENSIONS.test(code)) {
    throw new Error(
      'posthog-js/dist/extension-bundles.js: the AllExtensions merge was not found. posthog-js changed; ' +
        'see scripts/posthog-extensions.ts and decision 0037.',
    );
  }
  return code.replace(ALL_EXTENSIONS, 'vn=/*#__PURE__*/i({},');
}

/**
 * What the session-replay group alone renders to is about 80 KB; the whole file about 200 KB. Above this, the
 * page imported more than that group, or imported it in a way the bundler cannot see through (a namespace kept
 * whole, as `Promise.all([import(…)])` does).
 */
export const MAX_EXTENSIONS_BYTES = 120_000;

export function posthogExtensions(): Plugin {
  return {
    name: 'posthog-extensions',
    transform(code, id) {
      return FILE.test(id) ? { code: markPosthogExtensionsPure(code), map: null } : undefined;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(output.modules)) {
          if (FILE.test(id) && module.renderedLength > MAX_EXTENSIONS_BYTES) {
            this.error(
              `posthog-js's extensions render to ${module.renderedLength} bytes in ${output.fileName}: more than the ` +
                'session-replay group (scripts/posthog-extensions.ts).',
            );
          }
        }
      }
    },
  };
}
