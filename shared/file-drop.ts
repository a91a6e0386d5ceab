// A drop target for one file, the same wherever a file can be dropped (the admin's image field,
// Rug Fit's photo picker): the copy cursor while a file is over it, the first file on drop.
// Structural event types, so shared/ needs no DOM types (decision 138).

interface FileDragEvent<F> {
  preventDefault(): void;
  dataTransfer: { dropEffect: string; files: ArrayLike<F> };
}

/** Props for the drop target; `accepting` says whether a drop is taken now (not while one is being sent). */
export function fileDropHandlers<F>(setDragging: (dragging: boolean) => void, onFile: (file: F) => void, accepting: boolean) {
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
      const file = event.dataTransfer.files[0];
      if (accepting && file) onFile(file);
    },
  };
}
