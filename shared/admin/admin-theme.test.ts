// The admin's Chakra system holds only the recipes of the components the admin renders (decision
// 201). A component without its recipe renders unstyled, without any error. So every Chakra
// component the admin imports (in shared/admin, site/admin and the studio's renderer, which mounts
// the same admin) is listed here with the recipe it renders with, and the system must hold exactly those.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminSystem } from './admin-theme.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['shared/admin', 'site/admin', 'studio/src/renderer'];

type Source = { recipe: string } | { slotRecipe: string };

/** Each component's recipe in the system, or null for the ones without a recipe. */
const RECIPES: Record<string, Source | null> = {
  Alert: { slotRecipe: 'alert' },
  Badge: { recipe: 'badge' },
  Box: null,
  Button: { recipe: 'button' },
  Card: { slotRecipe: 'card' },
  Center: null,
  chakra: null,
  ChakraProvider: null,
  // Its mark is Chakra's Checkmark, unstyled: the checkbox's recipe styles it.
  Checkbox: { slotRecipe: 'checkbox' },
  CloseButton: { recipe: 'button' },
  Container: { recipe: 'container' },
  DataList: { slotRecipe: 'dataList' },
  Dialog: { slotRecipe: 'dialog' },
  Drawer: { slotRecipe: 'drawer' },
  Field: { slotRecipe: 'field' },
  Fieldset: { slotRecipe: 'fieldset' },
  Flex: null,
  Grid: null,
  Heading: { recipe: 'heading' },
  HStack: null,
  IconButton: { recipe: 'button' },
  Input: { recipe: 'input' },
  Link: { recipe: 'link' },
  NativeSelect: { slotRecipe: 'nativeSelect' },
  Portal: null,
  Progress: { slotRecipe: 'progress' },
  // Its mark is Chakra's Radiomark, unstyled: the radio group's recipe styles it.
  RadioGroup: { slotRecipe: 'radioGroup' },
  SimpleGrid: null,
  Spinner: { recipe: 'spinner' },
  Stack: null,
  Switch: { slotRecipe: 'switch' },
  Table: { slotRecipe: 'table' },
  Tabs: { slotRecipe: 'tabs' },
  // Chakra's default theme has no `text` recipe: Text is plain either way.
  Text: null,
  Textarea: { recipe: 'textarea' },
  Toast: { slotRecipe: 'toast' },
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

describe('the admin Chakra system', () => {
  it('knows the recipe of every Chakra component the admin imports', () => {
    expect(imported.size).toBeGreaterThan(20);
    const unknown = [...imported].filter(([name]) => !(name in RECIPES)).map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(unknown, 'which recipe does each render with? List it in RECIPES and in the system (admin-theme.ts)').toEqual([]);
  });

  it('holds the recipe of each of them, and no other', () => {
    const recipes = new Set<string>();
    const slotRecipes = new Set<string>();
    for (const name of imported.keys()) {
      const source = RECIPES[name];
      if (source && 'recipe' in source) recipes.add(source.recipe);
      if (source && 'slotRecipe' in source) slotRecipes.add(source.slotRecipe);
    }
    const theme = adminSystem._config.theme ?? {};
    expect(Object.keys(theme.recipes ?? {}).sort()).toEqual([...recipes].sort());
    expect(Object.keys(theme.slotRecipes ?? {}).sort()).toEqual([...slotRecipes].sort());
    for (const recipe of recipes) expect(adminSystem.isRecipe(recipe), recipe).toBe(true);
    for (const slotRecipe of slotRecipes) expect(adminSystem.isSlotRecipe(slotRecipe), slotRecipe).toBe(true);
  });
});
