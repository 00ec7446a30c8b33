import sharp from "sharp";
import { ORIGIN, type TestAnswer, type TestApp, type TestUser } from "./test-app";

/** A small raster picture of the given format, made by sharp. */
export async function picture(format: "png" | "jpeg" | "webp" = "png", color = "#b08d57"): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart upload (field `file`) as the editor's browser sends it, same-origin. */
export async function uploadVia(
  t: TestApp,
  as: TestUser | null,
  productId: string,
  data: Buffer,
  filename = "foto.png",
  type = "image/png",
): Promise<TestAnswer> {
  const boundary = "----prueba123";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/products/${productId}/pictures`,
    headers: {
      origin: ORIGIN,
      host: "localhost:3000",
      "content-type": `multipart/form-data; boundary=${boundary}`,
      ...(as ? { cookie: as.cookie } : {}),
    },
    payload,
  });
  let json: unknown = null;
  try {
    json = res.json();
  } catch {
    json = res.body;
  }
  return { status: res.statusCode, json };
}
