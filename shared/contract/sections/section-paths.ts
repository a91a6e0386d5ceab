// Where a section's field is in a page's content, as an error path names it
// (`content.sections.2.title`). Zod-free: the admin's forms read it to put each message under its
// section's field.

/** The path of a field inside the sections of a field holding page content: `content.sections.2.title`. */
export const sectionFieldPath = (contentField: string, index: number, ...rest: (string | number)[]) => [contentField, 'sections', index, ...rest].join('.');

/** Whether an error's path points inside a section (each section field has a control of its own). */
export const isSectionPath = (path: string) => /^[^.]+\.sections\.\d+\./.test(path);
