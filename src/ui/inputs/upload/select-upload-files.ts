/** The part of a File the selection rules read; tests can pass plain objects. */
export interface NamedFile {
  name: string;
  type: string;
}

export interface UploadSelection<F extends NamedFile> {
  /** Images to upload, in the order chosen. */
  accepted: F[];
  /** Refused: not images. */
  notImages: F[];
  /** Skipped: an image of the same name came earlier in this selection. */
  duplicates: F[];
}

// Some systems hand over HEIC or RAW-less photos with an empty type; the extension then decides.
const IMAGE_NAME = /\.(?:jpe?g|png|gif|webp|avif|bmp|heic|heif|tiff?)$/i;

export function isImageFile(file: NamedFile): boolean {
  return file.type ? file.type.toLowerCase().startsWith('image/') : IMAGE_NAME.test(file.name);
}

/** Images only, several at once; a file name met twice in one selection is uploaded once (01-platform section 5). */
export function selectUploadFiles<F extends NamedFile>(files: Iterable<F>): UploadSelection<F> {
  const selection: UploadSelection<F> = { accepted: [], notImages: [], duplicates: [] };
  const names = new Set<string>();
  for (const file of files) {
    if (!isImageFile(file)) selection.notImages.push(file);
    else if (names.has(file.name)) selection.duplicates.push(file);
    else {
      names.add(file.name);
      selection.accepted.push(file);
    }
  }
  return selection;
}
