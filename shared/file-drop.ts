// A drop target for files, the same wherever a file can be dropped (the admin's image controls,
// Rug Fit's photo picker): the copy cursor while a file is over it, the dropped files on drop.
// Structural event types, so shared/ needs no DOM types (decision 138).

interface FileDragEvent<F> {
  preventDefault(): void;
  dataTransfer: { dropEffect: string; files: ArrayLike<F> };
}

/**
 * Props for the drop target; `onFiles` gets the dropped files (at least one), `accepting` says
 * whether a drop is taken now (not while one is being sent).
 */
export function fileDropHandlers<F>(setDragging: (dragging: boolean) => void, onFiles: (files: F[]) => void, accepting: boolean) {
  return {
    onDragOver(event: FileDragEvent<F>) {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop(event: FileDragEvent<F>) {
      event.preventDefault();
      setDragging(false);
      const files = Array.from(event.dataTransfer.files);
      if (accepting && files.length > 0) onFiles(files);
    },
  };
}
