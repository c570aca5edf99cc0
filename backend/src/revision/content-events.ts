// Moved to common/: this re-export stays only until every importer uses common/content-events.js.
export { CONTENT_CHANNEL, type ContentChange, ContentEvents } from '../common/content-events.js';
