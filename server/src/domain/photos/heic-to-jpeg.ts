import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** Why a HEIC could not be converted: its content, or the time it took. */
export class HeicFailure extends Error {
  constructor(
    readonly reason: 'corrupt' | 'too-slow',
    options?: ErrorOptions,
  ) {
    super(`HEIC conversion failed: ${reason}`, options);
    this.name = 'HeicFailure';
  }
}

/** The converter's entry file, resolved here: the worker below runs from no file of its own. */
const CONVERTER = createRequire(import.meta.url).resolve('heic-convert');

/**
 * Runs in a worker thread: libheif in WebAssembly is synchronous JavaScript, seconds of it for a
 * phone photo, which on the main thread would stall every other request meanwhile. The JPEG's
 * quality is high since the pipeline encodes it again.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const convert = require(workerData.converter);
convert({ buffer: workerData.input, format: 'JPEG', quality: 0.92 }).then(
  (jpeg) => parentPort.postMessage({ jpeg }),
  (error) => parentPort.postMessage({ error: String(error && error.message || error) }),
);
`;

/**
 * The primary image of a HEIC file as a JPEG, turned upright by the file's own transforms
 * (`irot`, `imir`: HEIF's orientation, which libheif applies; the EXIF orientation a HEIC may also
 * carry describes the same turn and is ignored, as the HEIF standard says). Nothing of the
 * file's metadata is carried over: the JPEG holds pixels only. Stopped after `timeoutSeconds`.
 */
export async function heicToJpeg(filePath: string, timeoutSeconds: number): Promise<Buffer> {
  const input = await fs.readFile(filePath);
  // libheif writes its decoding errors to the console: they are the refusal's cause, not our log.
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    stdout: true,
    stderr: true,
    workerData: { converter: CONVERTER, input },
  });
  worker.stdout.resume();
  worker.stderr.resume();
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      timer = setTimeout(() => reject(new HeicFailure('too-slow')), timeoutSeconds * 1000);
      worker.once('message', (message: { jpeg?: Uint8Array; error?: string }) => {
        if (message.jpeg) resolve(Buffer.from(message.jpeg));
        else reject(new HeicFailure('corrupt', { cause: new Error(message.error) }));
      });
      // A WebAssembly abort or an allocation failure ends the worker, not the server.
      worker.once('error', (error) => reject(new HeicFailure('corrupt', { cause: error })));
      worker.once('exit', (code) => reject(new HeicFailure('corrupt', { cause: new Error(`worker exit ${code}`) })));
    });
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}
