import type { FastifyInstance } from 'fastify';

// Route plugins whose name is not their module's: the settlement room also owns the
// buyer's decline (modules/settlement/decline-routes.ts), the notifications room the
// preferences (modules/notifications/preferences-routes.ts, issue #39).
const RENAMED: Record<string, string> = {
  decline: 'settlement',
  'notification-preferences': 'notifications',
};

/**
 * The module a route belongs to, from the Fastify instance that registered it: each
 * encapsulated plugin's instance inherits from its parent's, so the chain leads up to the
 * one `registerModules` mounted under /api, and the plugin just below it is the module's
 * `<module>Routes` (named after its folder, as docs/routes.md groups by folder). Found from
 * the running app rather than stack frames, so it holds in the bundled server too.
 */
export function moduleOf(instance: FastifyInstance): string | undefined {
  const chain: FastifyInstance[] = [];
  for (let at: object | null = instance; at && 'pluginName' in at; at = Object.getPrototypeOf(at))
    chain.push(at as FastifyInstance);
  // From the root down: the first instance under /api is the mount; the module is its child
  // (or the mount itself, for a plugin mounted under /api on its own, as the API reference).
  const mount = chain.findLastIndex((at) => at.prefix === '/api' || at.prefix.startsWith('/api/'));
  if (mount < 0) return undefined;
  const owner = chain[Math.max(mount - 1, 0)]!;
  const name = owner.pluginName.split(' -> ')[0]!.replace(/Routes?\d*$/, '');
  if (!/^[a-z][A-Za-z]*$/.test(name)) return undefined;
  const kebab = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return RENAMED[kebab] ?? kebab;
}
