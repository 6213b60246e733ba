/**
 * Hands a file made on the device to the browser's download, so exports work offline and
 * include changes that have not reached the server yet.
 */
export function saveFile(content: Blob | string, name: string, type: string): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
