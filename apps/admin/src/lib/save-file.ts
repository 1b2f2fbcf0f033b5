/** How long the saved file's object URL lives: long enough for the browser to start the download. */
const REVOKE_AFTER_MS = 10_000;

/** Hands a blob to the browser's download, under `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
