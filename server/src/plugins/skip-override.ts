/**
 * Marks a plugin so that what it adds (decorators, hooks, handlers) applies to the whole app rather than
 * to its own encapsulated context. This is what `fastify-plugin` does; we do it directly instead of
 * depending on that package.
 */
export function skipOverride<T extends (...args: never[]) => unknown>(plugin: T, name: string): T {
  Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
  return plugin;
}
