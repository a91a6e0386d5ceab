// The admin's Chakra system holds only the recipes of what its first screens render (decision
// 161); every other component is given its recipe where it is rendered (decision 162). A component
// with neither renders unstyled, without any error. So every Chakra component the admin imports (in
// shared/admin, site/admin and the studio's renderer, which mounts the same admin) is listed here
// with the recipe it renders with and where that recipe comes from, and both are checked.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminSystem } from './admin-theme.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['shared/admin', 'site/admin', 'studio/src/renderer'];

type Source =
  /** In the system. */
  | { recipe: string }
  | { slotRecipe: string }
  /** Given where the component is rendered: `<Dialog.Root recipe={dialogSlotRecipe}`. */
  | { carried: string; root: string };

/** Each component's recipe and where it comes from, or null for the ones without a recipe. */
const RECIPES: Record<string, Source | null> = {
  Alert: { carried: 'alertSlotRecipe', root: 'Alert.Root' },
  Badge: { recipe: 'badge' },
  Box: null,
  Button: { recipe: 'button' },
  Card: { slotRecipe: 'card' },
  Center: null,
  chakra: null,
  ChakraProvider: null,
  // Its mark is Chakra's Checkmark, unstyled: the checkbox's recipe styles it.
  Checkbox: { carried: 'checkboxSlotRecipe', root: 'Checkbox.Root' },
  CloseButton: { recipe: 'button' },
  Container: { recipe: 'container' },
  DataList: { carried: 'dataListSlotRecipe', root: 'DataList.Root' },
  Dialog: { carried: 'dialogSlotRecipe', root: 'Dialog.Root' },
  Drawer: { carried: 'drawerSlotRecipe', root: 'Drawer.Root' },
  Field: { slotRecipe: 'field' },
  Fieldset: { carried: 'fieldsetSlotRecipe', root: 'Fieldset.Root' },
  Flex: null,
  Grid: null,
  Heading: { recipe: 'heading' },
  HStack: null,
  IconButton: { recipe: 'button' },
  Input: { recipe: 'input' },
  Link: { carried: 'linkRecipe', root: 'Link' },
  NativeSelect: { carried: 'nativeSelectSlotRecipe', root: 'NativeSelect.Root' },
  Portal: null,
  Progress: { carried: 'progressSlotRecipe', root: 'Progress.Root' },
  // Its mark is Chakra's Radiomark, unstyled: the radio group's recipe styles it.
  RadioGroup: { carried: 'radioGroupSlotRecipe', root: 'RadioGroup.Root' },
  SimpleGrid: null,
  Spinner: { recipe: 'spinner' },
  Stack: null,
  Switch: { carried: 'switchSlotRecipe', root: 'Switch.Root' },
  Table: { slotRecipe: 'table' },
  Tabs: { carried: 'tabsSlotRecipe', root: 'Tabs.Root' },
  // Chakra's default theme has no `text` recipe: Text is plain either way.
  Text: null,
  Textarea: { carried: 'textareaRecipe', root: 'Textarea' },
  Toast: { carried: 'toastSlotRecipe', root: 'Toast.Root' },
  Toaster: null,
};
/** What the files import from Chakra that is not a component. */
const NOT_COMPONENTS = new Set(['createSystem', 'createToaster', 'defaultBaseConfig', 'defineConfig', 'mergeConfigs']);

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(ROOT, folder, name));
}

/** The values each file imports from '@chakra-ui/react' (type imports left out), with the files importing each. */
function chakraImports(): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const file of FOLDERS.flatMap(sourceFiles)) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '@chakra-ui\/react';/g)) {
      for (const name of names.split(',').map((part) => part.trim())) {
        if (!name || name.startsWith('type ') || NOT_COMPONENTS.has(name)) continue;
        imports.set(name, [...(imports.get(name) ?? []), relative(ROOT, file)]);
      }
    }
  }
  return imports;
}

const imported = chakraImports();

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the admin Chakra system', () => {
  it('knows the recipe of every Chakra component the admin imports', () => {
    expect(imported.size).toBeGreaterThan(20);
    const unknown = [...imported].filter(([name]) => !(name in RECIPES)).map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(unknown, 'which recipe does each render with? List it in RECIPES, and in the system (admin-theme.ts) or where it is rendered').toEqual([]);
  });

  it('holds the recipe of each component rendered without one, and no other', () => {
    const recipes = new Set<string>();
    const slotRecipes = new Set<string>();
    for (const name of imported.keys()) {
      const source = RECIPES[name];
      if (source && 'recipe' in source) recipes.add(source.recipe);
      if (source && 'slotRecipe' in source) slotRecipes.add(source.slotRecipe);
    }
    const theme = adminSystem()._config.theme ?? {};
    expect(Object.keys(theme.recipes ?? {}).sort()).toEqual([...recipes].sort());
    expect(Object.keys(theme.slotRecipes ?? {}).sort()).toEqual([...slotRecipes].sort());
    for (const recipe of recipes) expect(adminSystem().isRecipe(recipe), recipe).toBe(true);
    for (const slotRecipe of slotRecipes) expect(adminSystem().isSlotRecipe(slotRecipe), slotRecipe).toBe(true);
  });

  it('is given the recipe of every other component where it is rendered', () => {
    const missing: string[] = [];
    for (const [name, files] of imported) {
      const source = RECIPES[name];
      if (!source || !('carried' in source)) continue;
      for (const file of new Set(files)) {
        const text = readFileSync(join(ROOT, file), 'utf8');
        const rendered = count(text, new RegExp(`<${escape(source.root)}(?=[\\s>])`, 'g'));
        const given = count(text, new RegExp(`<${escape(source.root)}\\s+recipe=\\{${source.carried}\\}`, 'g'));
        if (rendered === 0 || given !== rendered) missing.push(`${file}: <${source.root}> rendered ${rendered} times, given recipe={${source.carried}} ${given} times`);
      }
    }
    expect(missing).toEqual([]);
  });
});
