/** A minimal server-sent-events reader over fetch, for tests (what a browser's EventSource does). */
export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  comments: string[];
}

export function parseFrame(block: string): SseFrame {
  const frame: SseFrame = { comments: [] };
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) frame.comments.push(line.slice(1).trim());
    else {
      const at = line.indexOf(":");
      const field = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? "" : line.slice(at + 1).replace(/^ /, "");
      if (field === "id" || field === "event" || field === "data") frame[field] = value;
    }
  }
  return frame;
}

/** Opens `url` and collects its frames; `waitFor` resolves with the first frame matching, `ended` when the server ends it. */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: abort.signal });
  const frames: SseFrame[] = [];
  const waiters: { match: (f: SseFrame) => boolean; resolve: (f: SseFrame) => void }[] = [];
  let endedResolve: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    endedResolve = resolve;
  });
  const pump = async () => {
    if (!response.body || !response.headers.get("content-type")?.startsWith("text/event-stream")) return endedResolve();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    try {
      while (true) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut = buffer.indexOf("\n\n");
        while (cut >= 0) {
          const frame = parseFrame(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          frames.push(frame);
          for (const w of [...waiters]) {
            if (w.match(frame)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(frame);
            }
          }
          cut = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // aborted by the test
    }
    endedResolve();
  };
  void pump();
  return {
    response,
    frames,
    ended,
    /** Events only (frames with an id). */
    events: () => frames.filter((f) => f.id !== undefined),
    /** The first frame from index `from` on that matches (waits for it). */
    waitFor: (match: (f: SseFrame) => boolean, from = 0) =>
      new Promise<SseFrame>((resolve) => {
        const seen = frames.slice(from).find(match);
        if (seen) resolve(seen);
        else waiters.push({ match, resolve });
      }),
    close: () => abort.abort(),
  };
}
