import { Init1795321559591 } from './1795321559591-Init.js';
import { OpinionMap1795324604881 } from './1795324604881-OpinionMap.js';

export const migrations = [Init1795321559591, OpinionMap1795324604881];
