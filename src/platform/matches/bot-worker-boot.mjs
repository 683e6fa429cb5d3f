// The bot thread's entry (bots.ts): registers tsx's TypeScript loader in this thread, then loads the worker.
import { register } from 'tsx/esm/api';

register();
await import('./bot-worker.ts');
