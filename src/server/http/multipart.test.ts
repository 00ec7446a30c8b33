import { describe, expect, it } from "vitest";
import { statementForm } from "../../contracts/bank-statements/bank-statements";
import { ticketPhotoForm } from "../../contracts/support/support";
import { STATEMENT_MAX_BYTES } from "../../domain/bank-statements/bank-statements";
import { TICKET_MESSAGE_MAX, TICKET_PHOTO_MAX_BYTES } from "../../domain/support/support";
import { multipartLimits } from "./multipart";

/** The limits @fastify/multipart enforces are the form's: what the document says is what is refused. */
describe("an upload's limits come from its form", () => {
  it("one file and nothing else", () => {
    expect(multipartLimits(statementForm)).toEqual({
      files: 1,
      fields: 0,
      parts: 1,
      fileSize: STATEMENT_MAX_BYTES,
    });
  });
  it("a file and a caption, the caption's bytes at four per character", () => {
    expect(multipartLimits(ticketPhotoForm)).toEqual({
      files: 1,
      fields: 1,
      parts: 2,
      fileSize: TICKET_PHOTO_MAX_BYTES,
      fieldSize: TICKET_MESSAGE_MAX * 4,
    });
  });
});
