/** The ticket form's checks and the log's size limit (spec §1 'Customers: Raise a Ticket', §5 'E-mail'). */
import {
  TICKET_BODY_MAX,
  TICKET_LOG_LIMIT_BYTES,
  TICKET_SUBJECT_MAX,
  ticketFormProblem,
  ticketLogBytes,
  ticketLogFits,
} from "@domain/ticket";
import { describe, expect, it } from "vitest";

const form = { subject: "Checkout froze", body: "The Pay button did nothing.", email: "priya@demo.example" };

describe("the ticket form's checks", () => {
  it("accepts a subject, what happened and an e-mail address", () => {
    expect(ticketFormProblem(form)).toBeNull();
  });

  it("names the first field that breaks its rule, in the form's order", () => {
    expect(ticketFormProblem({ ...form, subject: "   " })).toBe("subject");
    expect(ticketFormProblem({ ...form, subject: "x".repeat(TICKET_SUBJECT_MAX + 1) })).toBe("subject");
    expect(ticketFormProblem({ ...form, subject: "x".repeat(TICKET_SUBJECT_MAX) })).toBeNull();
    expect(ticketFormProblem({ ...form, body: "" })).toBe("body");
    expect(ticketFormProblem({ ...form, body: "x".repeat(TICKET_BODY_MAX + 1) })).toBe("body");
    expect(ticketFormProblem({ ...form, subject: "", email: "nope" })).toBe("subject");
  });

  it("checks the e-mail address by spec §5", () => {
    for (const email of ["priya@", "priya@demo", "priya..x@demo.example", "pri ya@demo.example", ""])
      expect(ticketFormProblem({ ...form, email })).toBe("email");
    expect(ticketFormProblem({ ...form, email: "  priya.reply+1@demo.example " })).toBeNull();
  });
});

describe("the technical log's size limit", () => {
  it("counts the log as it travels: the UTF-8 bytes of its JSON string", () => {
    expect(ticketLogBytes('{"a":"é"}')).toBe(new TextEncoder().encode(JSON.stringify('{"a":"é"}')).length);
    expect(ticketLogBytes('{"a":"é"}')).toBeGreaterThan('{"a":"é"}'.length);
  });

  it("lets a log up to the limit go, not one byte more", () => {
    // JSON.stringify of plain letters adds the two quotes.
    expect(ticketLogFits("x".repeat(TICKET_LOG_LIMIT_BYTES - 2))).toBe(true);
    expect(ticketLogFits("x".repeat(TICKET_LOG_LIMIT_BYTES - 1))).toBe(false);
  });
});
