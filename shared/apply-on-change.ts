// The shop's Collection and Sort By apply as soon as one is chosen, where script runs
// (docs/product/rules.md#the-shop): a few hundred bytes written inline after the form, which the
// Content-Security-Policy allows by its hash (server/http/security-headers.ts), so the text has
// this one owner. Without script the form's Show Rugs button applies them, as it still may.
// A choice made with the keyboard (arrow keys or type-ahead on a closed select, which change the
// value at once) waits for Show Rugs: a select that loaded a page on every arrow key would move
// a keyboard user on before they reached the option they wanted (WCAG 3.2.2). A pointer or a
// touch, and Enter or Space in the open list, apply the choice.

/** The attribute marking a GET form whose selects apply on change. */
export const APPLY_ON_CHANGE_ATTRIBUTE = 'data-apply-on-change';

export const APPLY_ON_CHANGE_SCRIPT = `document.querySelectorAll("form[${APPLY_ON_CHANGE_ATTRIBUTE}]").forEach(f=>{let k;f.addEventListener("keydown",e=>{k=e.key!="Enter"&&e.key!=" "});f.addEventListener("pointerdown",()=>{k=!1});f.addEventListener("change",()=>{k||f.requestSubmit()})})`;
