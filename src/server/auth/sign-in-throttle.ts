import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { defineLimit, type Limit } from "../http/rate-limit";
import { deviceCookies } from "./device-cookie";

/** better-auth answers a wrong email or password with 401; only that counts as a failed attempt. */
const WRONG_PASSWORD = 401;
const WINDOW = 15 * 60;

/**
 * Sign-in throttling on failed attempts (docs/decisions/0216), on the shared limiter:
 *
 * - per email and address: `signInPerAccountIp` failures per 15 minutes;
 * - per email from all addresses: `signInPerAccount` failures, for browsers without a device
 *   cookie for that account;
 * - per device cookie: `signInPerDevice` failures, instead of the per-email limit;
 * - per address for any emails: `signInPerIp` failures, so one address cannot try a password on many
 *   accounts. A browser with a device cookie for the email is exempt: it has signed in here before,
 *   and an attacker's spray from the office's shared address must not lock the staff out.
 *
 * A point is reserved in each applicable limit before the password is checked, so parallel guesses
 * cannot all slip in before any failure is written, and given back unless the answer is a wrong
 * password. A success also clears the failures of that email from that address.
 */
export function signInThrottle(db: Db, config: Config) {
  const limit = (name: string, points: number) => defineLimit(db, { name, points, durationSeconds: WINDOW });
  const perAccountIp = limit("sign-in-email-ip", config.limits.signInPerAccountIp);
  const perAccount = limit("sign-in-email", config.limits.signInPerAccount);
  const perDevice = limit("sign-in-device", config.limits.signInPerDevice);
  const perIp = limit("sign-in-ip", config.limits.signInPerIp);
  const devices = deviceCookies(config.authSecret, config.baseUrl.startsWith("https://"));

  return async function throttled(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    attempt: () => Promise<number>,
  ): Promise<void> {
    const reserved: Array<[Limit, string]> = [];
    const giveBackAll = () => Promise.all(reserved.map(([l, key]) => l.giveBack(key)));
    const pairKey = `${email}|${request.ip}`;
    const device = devices.read(request, email);
    const applicable: Array<[Limit, string]> = device
      ? [
          [perAccountIp, pairKey],
          [perDevice, device],
        ]
      : [
          [perAccountIp, pairKey],
          [perAccount, email],
          [perIp, request.ip],
        ];
    try {
      for (const [l, key] of applicable) {
        await l.take(key, reply);
        reserved.push([l, key]);
      }
    } catch (refusal) {
      // Refused before the password was checked: the limits passed keep no point for it.
      await giveBackAll();
      throw refusal;
    }
    let status: number;
    try {
      status = await attempt();
    } catch (error) {
      await giveBackAll();
      throw error;
    }
    if (status === WRONG_PASSWORD) return;
    await giveBackAll();
    if (status >= 200 && status < 300) {
      await perAccountIp.clear(pairKey);
      devices.issue(request, reply, email);
    }
  };
}
