// The islands' notices (docs/product/copy.md: the contact form's and the newsletter's toasts). The toast
// machinery (Ark UI's toaster, Chakra's headless layer) loads with the first notice, since a toast
// only ever follows a visitor's action; every island on the page shares it, so one toast shows at
// a time (docs/product/copy.md#constants) whichever form sent it.

export interface Notice {
  kind: 'success' | 'error';
  title: string;
  description: string;
}

let toaster: Promise<(notice: Notice) => void> | undefined;

/** Shows `notice`, replacing the toast on screen. */
export function notify(notice: Notice): void {
  toaster ??= import('./toaster.tsx').then(({ mountToaster }) => mountToaster());
  void toaster.then((show) => show(notice));
}
