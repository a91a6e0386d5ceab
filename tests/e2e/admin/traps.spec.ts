// The admin's traps, each checked at desktop and phone width with axe clean
// (toasts included).
import { expect, type Locator, type Page } from '@playwright/test';
import { blend, contrastRatio } from '../../support/contrast.ts';
import { adminApi, cleanInbox, expectAxeClean, field, openAdmin, recordList, selectRecord, test, toggleSwitch, unique } from '../support/admin-helpers.ts';
import { hiddenProduct } from '../../support/record-data.ts';

/** The toast on screen: one at a time (docs/product/rules.md#states-and-transitions). */
const shownToast = (page: Page) => page.getByTestId('admin-toast').last();

/**
 * The WCAG contrast of every piece of text in the toast against the toast's own background,
 * with the opacity of the text and its parents applied as the browser paints it.
 */
async function toastTextContrasts(toast: Locator): Promise<{ text: string; ratio: number }[]> {
  const painted = await toast.evaluate((root) => {
    const rgba = (value: string) => {
      const [r, g, b, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    const texts: { text: string; color: { r: number; g: number; b: number }; alpha: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim();
      const element = walker.currentNode.parentElement!;
      if (!text) continue;
      const { a, ...color } = rgba(getComputedStyle(element).color);
      let alpha = a;
      for (let at: HTMLElement | null = element; at && at !== root.parentElement; at = at.parentElement) alpha *= Number(getComputedStyle(at).opacity);
      texts.push({ text, color, alpha });
    }
    const { a: _opaque, ...background } = rgba(getComputedStyle(root).backgroundColor);
    return { background, texts };
  });
  return painted.texts.map(({ text, color, alpha }) => ({ text, ratio: contrastRatio(blend(color, alpha, painted.background), painted.background) }));
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast is readable (WCAG AA, 4.5:1), covers neither Save nor Delete, and passes axe. */
async function expectToastClear(page: Page, what: string) {
  const toast = shownToast(page);
  await expect(toast).toBeVisible();
  // The pointer on the toast holds it (as for a reader) while axe runs on a busy machine.
  await toast.hover({ force: true });
  // Let its entry animation finish before measuring.
  await page.waitForTimeout(600);
  for (const { text, ratio } of await toastTextContrasts(toast)) expect(ratio, `${what}: contrast of "${text}"`).toBeGreaterThanOrEqual(4.5);
  const box = (await toast.boundingBox())!;
  for (const name of ['Save', 'Delete']) {
    const button = page.getByRole('button', { name, exact: true });
    if ((await button.count()) === 0) continue;
    const target = (await button.first().boundingBox())!;
    expect(overlaps(box, target), `${what}: the toast covers ${name}`).toBe(false);
  }
  await expectAxeClean(page, what);
  await expect(toast, `${what}: axe ran with the toast on screen`).toBeVisible();
}

test.describe('page content', () => {
  let original: Record<string, unknown>;

  test.beforeEach(async ({ request }) => {
    original = await (await adminApi(request)).get('/api/admin/pages/about');
  });

  test.afterEach(async ({ request }) => {
    const { seoTitle, seoDescription, seoKeywords, content } = original;
    await (await adminApi(request)).update('/api/admin/pages/about', { seoTitle, seoDescription, seoKeywords, content });
  });

  test('the section forms and the JSON edit the same content', async ({ page }) => {
    const [hero] = (original.content as { sections: { title: string; subtitle: string }[] }).sections;
    await openAdmin(page, '/admin/pages', 'Pages');
    await selectRecord(page, /^About/, /Edit Page: About/);
    await page.getByRole('button', { name: /^Hero: / }).click();
    await expect(field(page, 'Page heading')).toHaveValue(hero.title);
    await expect(field(page, 'Subtitle')).toHaveValue(hero.subtitle);

    await toggleSwitch(page, 'Edit as JSON');
    const json = JSON.parse(await field(page, 'Content (JSON)').inputValue());
    json.sections[0].title = 'From the JSON';
    await field(page, 'Content (JSON)').fill(JSON.stringify(json, null, 2));
    await toggleSwitch(page, 'Edit as JSON');
    await expect(field(page, 'Page heading')).toHaveValue('From the JSON');

    await field(page, 'Subtitle').fill('Typed in the form');
    await toggleSwitch(page, 'Edit as JSON');
    await expect.poll(async () => JSON.parse(await field(page, 'Content (JSON)').inputValue()).sections[0]).toMatchObject({ title: 'From the JSON', subtitle: 'Typed in the form' });
    await expectAxeClean(page, 'page content JSON');

    const save = page.waitForRequest((request) => request.method() === 'PUT');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await save).postDataJSON().content.sections[0]).toMatchObject({ title: 'From the JSON', subtitle: 'Typed in the form' });
  });

  test('invalid JSON names its line and column, and nothing is sent', async ({ page }) => {
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/pages') && request.method() !== 'GET') writes.push(request.method());
    });
    await openAdmin(page, '/admin/pages', 'Pages');
    await selectRecord(page, /^About/, /Edit Page: About/);
    await toggleSwitch(page, 'Edit as JSON');
    await field(page, 'Content (JSON)').fill('{\n  "sections": [],\n  oops\n}');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Invalid JSON: Content must be valid JSON')).toBeVisible();
    await expect(page.getByText(/Invalid JSON at line 3, column 3: /)).toBeVisible();
    await expectAxeClean(page, 'invalid page JSON');
    expect(writes).toEqual([]);
  });
});

test.describe('toasts', () => {
  let id: number;
  const name = unique('E2E Toast Rug');

  test.beforeEach(async ({ request }) => {
    id = (await (await adminApi(request)).create('/api/admin/products', hiddenProduct(name))).id;
  });

  test.afterEach(async ({ request }) => {
    await (await adminApi(request)).remove(`/api/admin/products/${id}`);
  });

  test('success and error toasts are readable and never cover Save or Delete', async ({ page }) => {
    await openAdmin(page, `/admin/products?id=${id}`, 'Products');
    await expect(page.getByRole('heading', { level: 2, name: /Edit Product/ })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(shownToast(page)).toContainText('Product updated successfully');
    await expectToastClear(page, 'success toast');

    await page.route('**/api/admin/products/*', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(shownToast(page)).toContainText('Internal server error');
    await expectToastClear(page, 'error toast');
  });
});

test.describe('delete dialogs name the record', () => {
  const cases = [
    { path: '/api/admin/products', screen: '/admin/products', heading: 'Products', data: (name: string) => hiddenProduct(name), title: 'Delete Product', form: /Edit Product/ },
    {
      path: '/api/admin/blog',
      screen: '/admin/blog',
      heading: 'Blog Posts',
      data: (title: string) => ({ title, author: 'E2E', content: 'Body.', published: false }),
      title: 'Are you sure?',
      form: /Edit Blog Post/,
    },
    { path: '/api/admin/service-areas', screen: '/admin/service-areas', heading: 'Service Areas', data: (name: string) => ({ name, type: 'suburb', active: false, displayOrder: 900 }), title: 'Are you sure?', form: /Edit Service Area/ },
    { path: '/api/admin/core-services', screen: '/admin/services', heading: 'Core Services', data: (title: string) => ({ title, description: 'A test service.', active: false, displayOrder: 900 }), title: 'Delete Core Service', form: /Edit Core Service/ },
  ];

  for (const resource of cases) {
    test(`${resource.heading}: the dialog keeps its title and names the record`, async ({ page, request }) => {
      const name = unique('E2E Named');
      const api = await adminApi(request);
      const created = await api.create(resource.path, resource.data(name));
      try {
        await openAdmin(page, resource.screen, resource.heading);
        await selectRecord(page, new RegExp(name), resource.form);
        await page.getByRole('button', { name: 'Delete', exact: true }).click();
        const dialog = page.getByRole('alertdialog');
        await expect(dialog.getByRole('heading', { name: resource.title })).toBeVisible();
        await expect(dialog).toContainText(`“${name}” will be permanently deleted. This action cannot be undone.`);
        await expectAxeClean(page, `${resource.heading} delete dialog`);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
      } finally {
        await api.remove(`${resource.path}/${created.id}`);
      }
    });
  }

  test('inbox: a message and a subscriber are named', async ({ page, request }) => {
    const name = unique('E2E Named Visitor');
    const email = `named-${Date.now()}@example.com`;
    await request.post('/api/contact', { data: { name, email, message: 'Please name me.' } });
    await request.post('/api/newsletter', { data: { email } });
    try {
      await openAdmin(page, '/admin/inbox', 'Inbox');
      await page.getByRole('button', { name: `Delete message from ${name}` }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
      await expect(dialog).toContainText(`The message from “${name}” will be permanently deleted. This action cannot be undone.`);
      await expectAxeClean(page, 'message delete dialog');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('tab', { name: /Subscribers/ }).click();
      await page.getByRole('button', { name: `Delete subscriber ${email}` }).click();
      await expect(dialog).toContainText(`“${email}” will be permanently removed from the newsletter list. This action cannot be undone.`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await cleanInbox(request, { name, email });
    }
  });
});

test('the icon picker shows human names', async ({ page }) => {
  await openAdmin(page, '/admin/services', 'Core Services');
  await page.getByRole('button', { name: 'Add Core Service' }).click();
  const picker = field(page, 'Icon');
  const labels = await picker.locator('option').allTextContents();
  expect(labels).toContain('Bar chart');
  expect(labels).toContain('Building');
  for (const label of labels) expect(label, 'no identifier spelling').not.toMatch(/^[A-Z][a-z]+[A-Z0-9]/);
  // Beside it, the icon the Services page will draw: Sparkles while none is chosen.
  await expect(page.getByTestId('icon-preview')).toHaveAttribute('data-icon', 'Sparkles');
  await picker.selectOption({ label: 'Bar chart' });
  await expect(picker).toHaveValue('BarChart3');
  await expect(page.getByTestId('icon-preview')).toHaveAttribute('data-icon', 'BarChart3');
  await expect(page.getByTestId('icon-preview').locator('svg')).toBeVisible();
  await expectAxeClean(page, 'icon picker');
});

test.describe('a new post', () => {
  const created: number[] = [];

  test.afterEach(async ({ request }) => {
    const api = await adminApi(request);
    for (const id of created.splice(0)) await api.remove(`/api/admin/blog/${id}`);
  });

  test('takes the last author used, and its reading time is computed from the Markdown', async ({ page, request }) => {
    const author = unique('E2E Author');
    created.push((await (await adminApi(request)).create('/api/admin/blog', { title: unique('E2E Earlier'), author, content: 'Earlier post.', published: false })).id);

    await openAdmin(page, '/admin/blog', 'Blog Posts');
    await page.getByRole('button', { name: 'Create New Post' }).click();
    await expect(field(page, 'Author')).toHaveValue(author);
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);

    await field(page, 'Title').fill(unique('E2E Timed'));
    await field(page, 'Content (Markdown)').fill(`## Heading\n\n${'word '.repeat(430)}`);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/admin/blog') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const post = await (await answer).json();
    created.push(post.id);
    expect(post).toMatchObject({ author, readingTime: '3 min read' });
    await expectAxeClean(page, 'new post saved');
  });
});

test('after Create, the toast opens the new record in one click', async ({ page, request }) => {
  const name = unique('E2E Open Rug');
  await openAdmin(page, '/admin/products', 'Products');
  await page.getByRole('button', { name: 'Create New Product' }).click();
  await field(page, 'Name').fill(name);
  await field(page, 'Price').fill('100');
  await field(page, 'Collection').selectOption('heritage');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/admin/products') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const { id } = await (await answer).json();
  try {
    await expect(shownToast(page)).toContainText('Product created successfully');
    await expectToastClear(page, 'created toast');
    await shownToast(page).getByRole('button', { name: 'Open it' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Edit Product/ })).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue(name);
    await expect(recordList(page).getByRole('button', { name: new RegExp(name) })).toHaveAttribute('aria-current', 'true');
  } finally {
    await (await adminApi(request)).remove(`/api/admin/products/${id}`);
  }
});
