import { Init1795321559591 } from './1795321559591-Init.js';

export const migrations = [Init1795321559591];
