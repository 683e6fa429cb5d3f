import { log } from '../../src/logger.js';

// Tests assert on behaviour, not on log lines: keep the output readable.
log.level = process.env.TEST_LOG_LEVEL ?? 'warn';
