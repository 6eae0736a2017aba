import { vi } from 'vitest';

/** A file the page saved through a Blob link. */
export interface SavedFile {
  name: string;
  text: string;
}

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsText(blob);
  });
}

/**
 * Catches the downloads a page starts (URL.createObjectURL and a link's click, which jsdom does
 * not do), so a test can read the files. The stubs go with the test (unstubGlobals, restoreMocks).
 */
export function captureDownloads(): { files: () => Promise<SavedFile[]> } {
  const blobs = new Map<string, Blob>();
  class UrlWithObjects extends URL {
    static override createObjectURL(blob: Blob): string {
      const url = `blob:test-${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    }
    static override revokeObjectURL(): void {}
  }
  vi.stubGlobal('URL', UrlWithObjects);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return {
    files: () =>
      Promise.all(
        click.mock.contexts.map(async (context) => {
          const link = context as HTMLAnchorElement;
          const blob = blobs.get(link.getAttribute('href') ?? '');
          return {
            name: link.download,
            text: blob ? (await readText(blob)).replace(/^\uFEFF/, '') : '',
          };
        }),
      ),
  };
}
