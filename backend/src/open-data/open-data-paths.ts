/** The dump's files are served at the site's root, outside /api: /data/{name}. */
export const OPEN_DATA_ROUTES = ['data/:base.:ext'] as const;

/** Paths the backend answers itself (the files), never the reader (which renders /data). */
export function isOpenDataPath(path: string): boolean {
  return path.startsWith('/data/');
}

export const dataFileUrl = (name: string) => `/data/${name}`;
