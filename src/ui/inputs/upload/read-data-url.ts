/** A file as a base64 data URL, the form the upload call carries (01-platform section 3, File upload). */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('The file could not be read')));
    reader.readAsDataURL(file);
  });
}
