// Loaded with --import into the server the memory bench starts: answers the bench's "memory"
// message on the IPC channel with process.memoryUsage(), so the bench reads the heap from outside.
// The channel is unreferenced, so it never keeps the server alive on its own.
if (typeof process.send === "function") {
  process.on("message", (message) => {
    if (message === "memory") process.send({ memory: process.memoryUsage() });
  });
  process.channel?.unref();
}
