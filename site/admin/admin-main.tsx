// The web admin's browser entry. zod-jitless must configure zod before any contract module builds a
// schema, and importing it first is not enough: the bundler may order the modules inside a chunk
// otherwise (it did once the admin was split by screen, decision 154). So the admin's code, and
// the contract with it, is imported only after this module, and the configuration, have run.
import '../../shared/contract/zod-jitless.ts';

export async function mountAdmin(container: HTMLElement): Promise<void> {
  const { mountAdminApp } = await import('./admin-app.tsx');
  mountAdminApp(container);
}
