/** Test helper: catches the files saveFile() hands to the browser, with their names and text. */
import { vi } from 'vitest';

export interface CapturedFile {
  name: string;
  type: string;
  text: () => Promise<string>;
}

export function captureDownloads(): { files: CapturedFile[]; restore: () => void } {
  const files: CapturedFile[] = [];
  const blobs = new Map<string, Blob>();
  const realCreate = URL.createObjectURL;
  const realRevoke = URL.revokeObjectURL;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:download-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (!blob) throw new Error(`No file behind ${this.getAttribute('href')}`);
    files.push({ name: this.download, type: blob.type, text: () => blob.text() });
  });
  return {
    files,
    restore: () => {
      URL.createObjectURL = realCreate;
      URL.revokeObjectURL = realRevoke;
      click.mockRestore();
    },
  };
}
