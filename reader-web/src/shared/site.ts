export const SITE_NAME = 'Opinion Encyclopedia';
export const SITE_DESCRIPTION = "Building an encyclopedia of the world's opinions";
