/**
 * The site build's manifest (pwa/dist/.vite/site-manifest.json): which files each source module became.
 * A rendered page links its own chunks (modulepreload, so the browser fetches them with the
 * HTML instead of after the entry ran) and its stylesheets (so it is styled at first paint).
 */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

/** Every chunk key a module pulls in statically, the module's own first. */
function staticClosure(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The <link> tags for `modules` (source paths from the app's root), leaving out what the entry already loads. */
export function moduleLinks(manifest: BuildManifest, modules: readonly string[]): string[] {
  const entryKeys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) staticClosure(manifest, key, entryKeys);
  }
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const module of modules) {
    for (const key of staticClosure(manifest, module)) {
      if (entryKeys.has(key)) continue;
      const chunk = manifest[key];
      scripts.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
    }
  }
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" href="/${file}" />`),
    ...[...scripts].map(
      (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" />`,
    ),
  ];
}
