import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { identityPaths } from "@dutchpot/contract";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdentityApp, type IdentityApp } from "../../../test/support/identity.ts";
import { ConfigError, loadConfig } from "../../config.ts";
import { SmtpEmailSender } from "./smtp.ts";
import { TwilioSmsSender } from "./twilio.ts";
import { MessagingError } from "./types.ts";

/** A local stand-in for Twilio's Messages API: records requests, answers like Twilio. */
async function fakeTwilio() {
  const requests: { url: string; authorization: string; form: URLSearchParams }[] = [];
  let failWith: number | null = null;
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    requests.push({
      url: req.url ?? "",
      authorization: req.headers.authorization ?? "",
      form: new URLSearchParams(Buffer.concat(chunks).toString()),
    });
    res.setHeader("content-type", "application/json");
    if (failWith) {
      res.statusCode = failWith;
      res.end(
        JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number.", status: failWith }),
      );
      return;
    }
    res.statusCode = 201;
    res.end(JSON.stringify({ sid: "SM123", status: "queued" }));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    fail: (status: number | null) => {
      failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local SMTP server that keeps what it receives. */
async function fakeSmtp() {
  const mails: { from: string; to: string[]; data: string; user?: string }[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "mailer" && auth.password === "s3cret") callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString(),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const { port } = server.server.address() as AddressInfo;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("Twilio adapter", () => {
  let twilio: Awaited<ReturnType<typeof fakeTwilio>>;
  let app: IdentityApp | undefined;
  beforeAll(async () => {
    twilio = await fakeTwilio();
    app = await createIdentityApp({
      SMS_PROVIDER: "twilio",
      TWILIO_BASE_URL: twilio.baseUrl,
      TWILIO_ACCOUNT_SID: "ACtest",
      TWILIO_AUTH_TOKEN: "secret",
      TWILIO_FROM: "+15005550006",
    });
  });
  afterAll(async () => {
    await app?.close();
    await twilio?.close();
  });

  it("posts the message form with basic auth to the account's Messages resource", async () => {
    const sender = new TwilioSmsSender({
      baseUrl: twilio.baseUrl,
      accountSid: "AC1",
      authToken: "tok",
      from: "+15005550006",
    });
    await sender.send({ channel: "sms", to: "+14165550123", body: "123456 is your code" });
    const last = twilio.requests.at(-1);
    expect(last?.url).toBe("/2010-04-01/Accounts/AC1/Messages.json");
    expect(last?.authorization).toBe(`Basic ${Buffer.from("AC1:tok").toString("base64")}`);
    expect(Object.fromEntries(last?.form ?? [])).toEqual({
      To: "+14165550123",
      From: "+15005550006",
      Body: "123456 is your code",
    });
  });

  it("uses MessagingServiceSid for an MG… sender and reports Twilio's errors", async () => {
    const sender = new TwilioSmsSender({ baseUrl: twilio.baseUrl, accountSid: "AC1", authToken: "tok", from: "MG42" });
    twilio.fail(400);
    await expect(sender.send({ channel: "sms", to: "+1", body: "x" })).rejects.toThrow(MessagingError);
    await expect(sender.send({ channel: "sms", to: "+1", body: "x" })).rejects.toThrow(/HTTP 400 \(error 21211\)/);
    twilio.fail(null);
    expect(twilio.requests.at(-1)?.form.get("MessagingServiceSid")).toBe("MG42");
  });

  it("reports an unreachable API", async () => {
    const sender = new TwilioSmsSender({
      baseUrl: "http://127.0.0.1:1",
      accountSid: "AC1",
      authToken: "t",
      from: "+1",
    });
    await expect(sender.send({ channel: "sms", to: "+1", body: "x" })).rejects.toThrow(/twilio: request failed/);
  });

  it("delivers the phone code when SMS_PROVIDER is twilio, and a provider failure is a 503", async () => {
    const t = app as IdentityApp;
    {
      const { profile } = await t.register();
      const res = await t.call("POST", identityPaths.generatePhoneCode, {
        form: { phoneNumber: profile.phoneNumber, countryCode: "+1" },
      });
      expect(res.statusCode).toBe(200);
      const sent = twilio.requests.at(-1);
      expect(sent?.url).toBe("/2010-04-01/Accounts/ACtest/Messages.json");
      expect(sent?.form.get("To")).toBe(`+1${profile.phoneNumber}`);
      const code = /^(\d{6}) /.exec(sent?.form.get("Body") ?? "")?.[1] ?? "";
      expect(await t.messagesTo(`+1${profile.phoneNumber}`)).toEqual([]);
      const confirmed = await t.call("POST", identityPaths.confirmPhone, {
        body: { confirmationCode: code, phoneNumber: profile.phoneNumber, countryCode: "+1" },
      });
      expect(confirmed.statusCode).toBe(200);

      twilio.fail(500);
      const failed = await t.call("POST", identityPaths.generatePhoneCode, {
        form: { phoneNumber: profile.phoneNumber, countryCode: "+1" },
      });
      twilio.fail(null);
      expect(failed.statusCode).toBe(503);
      expect(failed.json().error.message).toBe("The message could not be sent");
    }
  });
});

describe("SMTP adapter", () => {
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  let app: IdentityApp | undefined;
  beforeAll(async () => {
    smtp = await fakeSmtp();
    app = await createIdentityApp({
      EMAIL_PROVIDER: "smtp",
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: "Dutchpot <no-reply@dutchpot.test>",
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it("sends a plain-text mail with authentication", async () => {
    const sender = new SmtpEmailSender({
      host: "127.0.0.1",
      port: smtp.port,
      secure: false,
      user: "mailer",
      password: "s3cret",
      from: "Dutchpot <no-reply@dutchpot.test>",
    });
    await sender.send({ channel: "email", to: "ada@example.com", subject: "Hello", body: "Body text 123456" });
    sender.close();
    const mail = smtp.mails.at(-1);
    expect(mail).toMatchObject({ from: "no-reply@dutchpot.test", to: ["ada@example.com"], user: "mailer" });
    expect(mail?.data).toMatch(/Subject: Hello/);
    expect(mail?.data).toMatch(/Body text 123456/);
  });

  it("reports refused credentials", async () => {
    const sender = new SmtpEmailSender({
      host: "127.0.0.1",
      port: smtp.port,
      secure: false,
      user: "mailer",
      password: "wrong",
      from: "x@dutchpot.test",
    });
    await expect(sender.send({ channel: "email", to: "a@b.co", body: "x" })).rejects.toThrow(/^smtp: /);
    sender.close();
  });

  it("delivers the password reset code when EMAIL_PROVIDER is smtp", async () => {
    const t = app as IdentityApp;
    {
      const { profile } = await t.register();
      const res = await t.call("POST", identityPaths.sendPasswordResetCode, {
        body: { emailAddress: profile.emailAddress },
      });
      expect(res.statusCode).toBe(200);
      const mail = smtp.mails.at(-1);
      expect(mail?.to).toEqual([profile.emailAddress]);
      expect(mail?.data).toMatch(/Subject: Dutchpot password reset code/);
      expect(await t.messagesTo(profile.emailAddress)).toEqual([]);
    }
  });
});

describe("provider configuration", () => {
  it("defaults both channels to the message log", () => {
    const config = loadConfig({});
    expect(config.SMS_PROVIDER).toBe("log");
    expect(config.EMAIL_PROVIDER).toBe("log");
  });

  it("fails fast when a chosen provider lacks its settings", () => {
    expect(() => loadConfig({ SMS_PROVIDER: "twilio" })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_PROVIDER: "twilio" })).toThrow(/TWILIO_ACCOUNT_SID: required/);
    expect(() => loadConfig({ EMAIL_PROVIDER: "smtp" })).toThrow(/SMTP_HOST: required/);
    expect(() => loadConfig({ SMS_PROVIDER: "pigeon" })).toThrow(/SMS_PROVIDER/);
  });
});
