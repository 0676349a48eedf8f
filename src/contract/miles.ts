/**
 * Airline miles (spec §7.6 'Validate airline member id (validate_miles_memberId): {memberId,
 * productId}'): whether the airline of a miles product knows a member id, before the product
 * goes to the cart. success 1 means it does; success 0 carries the reason in `message`.
 */
import { Schema } from "effect";
import { envelope, graph, Message, Success } from "./operation";
import { SensitiveString } from "./sensitive";

export const validateMilesMemberId = graph({
  query: "order.query.validate_miles_memberId",
  tag: "order",
  access: "either",
  variables: Schema.Struct({
    memberId: SensitiveString("member"),
    productId: Schema.Number.check(Schema.isInt(), Schema.isGreaterThan(0)),
  }),
  response: envelope("validate_miles_memberId", Schema.Struct({ success: Success, message: Message })),
});
