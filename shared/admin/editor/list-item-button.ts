// The look of a record in an admin list: a full-width button (the editor's record list, the
// history's versions), with the admin's focus ring.
export const LIST_ITEM_BUTTON = {
  type: 'button',
  width: 'full',
  textAlign: 'left',
  px: '3',
  py: '2.5',
  rounded: 'md',
  borderWidth: '1px',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' },
} as const;
