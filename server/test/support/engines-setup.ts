import { afterAll } from 'vitest';
import { dropTestDatabases } from './engines.js';

// Runs after each test file's own afterAll hooks (vitest runs them as a stack).
afterAll(dropTestDatabases);
