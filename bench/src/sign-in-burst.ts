/**
 * A sign-in burst against one account, measured from its own process (docs/performance.md, issue 13):
 * `ShopType/GetAll` on the quiet server (the calibration), then N concurrent wrong passwords for one
 * account from this address while `GetAll` keeps being called until the burst ends. Prints how many
 * guesses reached the password check (400) and how many were refused (429), with the latencies.
 * Run against a started server: `npx tsx src/sign-in-burst.ts http://localhost:3000 [account] [N]`.
 */
const [base = "http://localhost:3000", account = "demo@dutchpot.ca", count = "400"] = process.argv.slice(2);

async function timedGet(): Promise<number> {
  const start = performance.now();
  await (await fetch(`${base}/api/services/app/ShopType/GetAll`)).text();
  return performance.now() - start;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return {
    n: sorted.length,
    p50: +at(0.5).toFixed(1),
    p99: +at(0.99).toFixed(1),
    max: +(sorted.at(-1) ?? 0).toFixed(1),
  };
}

const quiet: number[] = [];
for (let i = 0; i < 50; i++) quiet.push(await timedGet());

const started = performance.now();
let done = false;
const guesses = Promise.all(
  Array.from({ length: Number(count) }, async () => {
    const res = await fetch(`${base}/api/TokenAuth/Authenticate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userNameOrEmailAddress: account, password: "wrong password" }),
    });
    await res.text();
    return res.status;
  }),
).finally(() => {
  done = true;
});
const during: number[] = [];
while (!done) during.push(await timedGet());
const statuses = await guesses;
const burstMs = Math.round(performance.now() - started);
const answered = (status: number) => statuses.filter((s) => s === status).length;
const quietP50 = summary(quiet).p50;
console.log(
  JSON.stringify(
    {
      quiet: summary(quiet),
      during: summary(during),
      burstMs,
      burstPerQuietP50: +(burstMs / quietP50).toFixed(0),
      answers: {
        checked400: answered(400),
        refused429: answered(429),
        other: statuses.length - answered(400) - answered(429),
      },
    },
    null,
    2,
  ),
);

export {};
