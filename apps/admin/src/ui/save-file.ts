/**
 * Hands a file fetched with the admin's key to the browser's downloads: an object URL and a temporary
 * `<a download>` (a plain link could not send the Authorization header).
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: a browser may still read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
