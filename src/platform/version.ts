import { version } from '../../package.json';

/** The version label of the header (01-platform section 1). */
export const APP_VERSION: string = version;
