// The page renderer's thread (started by renderPages in ./render.ts): renders the job it is
// given and reports the files it wrote. An error ends the thread and reaches renderPages.
import { parentPort, workerData } from 'node:worker_threads';
import { type RenderJob, renderRoutes } from './render.ts';

const result = await renderRoutes(workerData as RenderJob);
parentPort?.postMessage(result);
