import { msg } from "../kernel/messages";
import { err, ok, type Result } from "../kernel/result";

/**
 * A watch's case serial number as the store keeps it: what a scanner sends or a person types,
 * upper-cased and without spaces (a typed "ab 1234" and a scanned "AB1234" are one watch), made of
 * letters, digits and the separators makers engrave (- . /), 3 to 40 characters.
 */
const SERIAL = /^[A-Z0-9][A-Z0-9./-]{2,39}$/;

export function normaliseSerial(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase();
}

export function parseSerial(raw: string): Result<string> {
  const serial = normaliseSerial(raw);
  if (!serial) return err("serial_required", msg.unitSerialRequired);
  if (!SERIAL.test(serial)) return err("serial_invalid", msg.unitSerialInvalid(serial.slice(0, 40)));
  return ok(serial);
}

/**
 * The serials of units arriving in the store (received stock, a product becoming serialized, an
 * adjustment that adds units): each valid, none twice in the list, none already in the store
 * (`existing`: those of the list the store already holds, of any product, sold ones too), and
 * exactly one per unit when the count is known.
 */
export function newSerials(
  raws: readonly string[],
  expected: number | null,
  existing: ReadonlySet<string>,
): Result<string[]> {
  const serials: string[] = [];
  const seen = new Set<string>();
  for (const raw of raws) {
    const parsed = parseSerial(raw);
    if (!parsed.ok) return parsed;
    if (seen.has(parsed.value)) return err("serial_repeated", msg.unitSerialRepeated(parsed.value));
    if (existing.has(parsed.value)) return err("serial_exists", msg.unitSerialExists(parsed.value));
    seen.add(parsed.value);
    serials.push(parsed.value);
  }
  if (expected !== null && serials.length !== expected)
    return err("serial_count", msg.unitSerialCount(expected, serials.length));
  return ok(serials);
}
