import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 1 s by default: too little when the whole suite shares two cores with
// PostgreSQL. A longer bound only matters when a test would otherwise fail.
configure({ asyncUtilTimeout: 5000 });
