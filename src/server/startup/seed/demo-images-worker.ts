import { type ImageJob, type RendererMessage, renderImage } from "./demo-images";

/**
 * A process that renders the demo seed's images (renderImages in demo-images.ts starts it): it
 * takes the jobs, sends back each image as it is made, a few at a time, and exits once all are
 * sent (or says why it could not), handing the image library's memory back to the system.
 */
const RENDERING_AT_ONCE = 4;

function send(message: RendererMessage): Promise<void> {
  return new Promise((resolve, reject) =>
    process.send?.(message, undefined, {}, (error) => (error ? reject(error) : resolve())),
  );
}

async function renderAll(jobs: readonly ImageJob[]): Promise<void> {
  let next = 0;
  const renderNext = async () => {
    while (next < jobs.length) {
      const job = jobs[next++] as ImageJob;
      await send({ type: "image", fileName: job.fileName, image: await renderImage(job) });
    }
  };
  await Promise.all(Array.from({ length: Math.min(RENDERING_AT_ONCE, jobs.length) }, renderNext));
}

process.once("message", (jobs: ImageJob[]) => {
  renderAll(jobs)
    .catch((error: unknown) =>
      send({ type: "failed", message: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => process.disconnect());
});
