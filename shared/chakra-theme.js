// The parts of Chakra's default theme the public site's system (site/theme/system.ts) and the
// admin's (shared/admin/admin-theme.ts) are built from, each imported from its own module.
// Why not `@chakra-ui/react/theme`: that module also defines Chakra's whole default theme
// (`defaultThemeConfig`, every recipe, about 30 KB gzipped), so importing anything from it brings
// all ~90 recipes into the bundle. Importing the recipe and token files directly keeps only the
// ones a system names (decision 201).
// Types: chakra-theme.d.ts (the same exports, typed from the package's own declarations).
export { alertSlotRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/alert.js';
export { badgeRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/badge.js';
export { buttonRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/button.js';
export { cardSlotRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/card.js';
export { checkboxSlotRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/checkbox.js';
export { containerRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/container.js';
export { dataListSlotRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/data-list.js';
export { dialogSlotRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/dialog.js';
export { drawerSlotRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/drawer.js';
export { fieldSlotRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/field.js';
export { fieldsetSlotRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/fieldset.js';
export { headingRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/heading.js';
export { inputRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/input.js';
export { linkRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/link.js';
export { nativeSelectSlotRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/native-select.js';
export { progressSlotRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/progress.js';
export { radioGroupSlotRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/radio-group.js';
export { spinnerRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/spinner.js';
export { switchSlotRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/switch.js';
export { tableSlotRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/table.js';
export { tabsSlotRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/tabs.js';
export { textareaRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/textarea.js';
export { toastSlotRecipe } from '../node_modules/@chakra-ui/react/dist/esm/theme/recipes/toast.js';
export { breakpoints } from '../node_modules/@chakra-ui/react/dist/esm/theme/breakpoints.js';
export { globalCss } from '../node_modules/@chakra-ui/react/dist/esm/theme/global-css.js';
export { layerStyles } from '../node_modules/@chakra-ui/react/dist/esm/theme/layer-styles.js';
export { animationStyles } from '../node_modules/@chakra-ui/react/dist/esm/theme/motion-styles.js';
export { textStyles } from '../node_modules/@chakra-ui/react/dist/esm/theme/text-styles.js';
export { colors } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/colors.js';
export { keyframes } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/keyframes.js';
import { animations } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/animations.js';
import { aspectRatios } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/aspect-ratios.js';
import { blurs } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/blurs.js';
import { borders } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/borders.js';
import { cursor } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/cursor.js';
import { durations } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/durations.js';
import { easings } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/easings.js';
import { fontSizes } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-sizes.js';
import { fontWeights } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/font-weights.js';
import { fonts } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/fonts.js';
import { letterSpacings } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/letter-spacing.js';
import { lineHeights } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/line-heights.js';
import { radii } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/radius.js';
import { sizes } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/sizes.js';
import { spacing } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/spacing.js';
import { zIndices } from '../node_modules/@chakra-ui/react/dist/esm/theme/tokens/z-indices.js';
export { semanticColors } from '../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/colors.js';
export { semanticRadii } from '../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/radii.js';
export { semanticShadows } from '../node_modules/@chakra-ui/react/dist/esm/theme/semantic-tokens/shadows.js';

/** Chakra's default tokens but colors (`colors`; the site defines its own) and keyframes (`keyframes`; the site only the ones it uses). */
export const tokens = {
  animations,
  aspectRatios,
  blurs,
  borders,
  cursor,
  durations,
  easings,
  fontSizes,
  fontWeights,
  fonts,
  letterSpacings,
  lineHeights,
  radii,
  sizes,
  spacing,
  zIndex: zIndices,
};
