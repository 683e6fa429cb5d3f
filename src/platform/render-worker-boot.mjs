// A render thread's entry (render-pool.ts): registers tsx's TypeScript loader in this thread, then loads the worker.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./render-worker.ts');

export default worker.default;
