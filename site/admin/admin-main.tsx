// The web admin's browser entry. It loads no zod: the screens that validate configure zod before
// loading it (shared/admin/admin-root.tsx, decision 161). The admin comes in a chunk of its own so
// that its styles (the fonts) are this module's dependency, not the site entry's: the entry then
// needs no code to preload them, and no public page carries it.
export async function mountAdmin(container: HTMLElement): Promise<void> {
  const { mountAdminApp } = await import('./admin-app.tsx');
  mountAdminApp(container);
}
