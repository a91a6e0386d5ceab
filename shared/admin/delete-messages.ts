// What a delete confirmation says (docs/product/copy.md#admin-screens: the record "will be permanently deleted" and
// it "cannot be undone"), naming the record so the owner sees which one goes:
// The product “Vintage Oushak” will be permanently deleted. This action cannot be undone.
const CANNOT_BE_UNDONE = 'This action cannot be undone.';

/** `what` is how the owner knows the kind of record ("product", "message from"); `name` the record's own name. */
export function deleteMessage(what: string, name: string | undefined): string {
  const named = name?.trim();
  return named ? `The ${what} “${named}” will be permanently deleted. ${CANNOT_BE_UNDONE}` : `This ${what} will be permanently deleted. ${CANNOT_BE_UNDONE}`;
}

/** A newsletter subscriber is removed from the list (its address is its name). */
export const removeSubscriberMessage = (email: string) => `The subscriber “${email}” will be permanently removed from the newsletter list. ${CANNOT_BE_UNDONE}`;
