import { execFileSync } from "node:child_process";
import { closeSync, constants, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { stdoutLogDestination } from "./log-destination.ts";

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the process log destination (decision 026)", () => {
  it("has written every line once drain resolves", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "dutchpot-log-"));
    const file = path.join(dir, "log");
    const fd = openSync(file, "w");
    const log = stdoutLogDestination(fd);
    for (let i = 0; i < 1000; i++) log.write(`{"line":${i}}\n`);
    await log.drain(); // closes the file (any descriptor but 1 and 2)
    const lines = readFileSync(file, "utf8").trim().split("\n");
    expect(lines).toHaveLength(1000);
    expect(lines.at(-1)).toBe('{"line":999}');
  });

  it("stops writing, never throws and drains when the reader is gone (EPIPE)", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "dutchpot-log-"));
    const fifo = path.join(dir, "fifo");
    execFileSync("mkfifo", [fifo]);
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
    closeSync(reader); // the log reader exits
    const log = stdoutLogDestination(writer);
    for (let i = 0; i < 100; i++) log.write(`{"line":${i}}\n`);
    await log.drain();
    expect(() => log.write("after the drain\n")).not.toThrow();
    try {
      closeSync(writer);
    } catch {
      // already closed by the destination
    }
  });
});
