/** The logged-in user's saved cart (spec §7.4). */
import type { ServerModule } from "../../core/module";
import { cartHandlers } from "./handlers";
import { seedCart } from "./seed";

export const cartModule: ServerModule = {
  name: "cart",
  ddl: `
CREATE TABLE IF NOT EXISTS cart_lines (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users(id),
  product_id INTEGER NOT NULL,
  -- 'CUR price', e.g. 'INR 500'
  denomination TEXT NOT NULL,
  currency_code TEXT NOT NULL,
  -- the merchandise options chosen, 'name=value' pairs sorted by name joined with ';' ('' for none)
  options TEXT NOT NULL DEFAULT '',
  quantity INTEGER NOT NULL,
  -- 0 when the product can no longer be bought
  availability INTEGER NOT NULL DEFAULT 1,
  -- the add-to-cart info, as JSON
  info TEXT NOT NULL,
  added_at INTEGER NOT NULL,
  UNIQUE (user_id, product_id, denomination, currency_code, options)
);
-- The changes made with an idempotency key (addToCart's idempotency_key), the latest per user:
-- the same key again is answered as the first time and changes nothing.
CREATE TABLE IF NOT EXISTS cart_changes (
  user_id INTEGER NOT NULL REFERENCES users(id),
  idempotency_key TEXT NOT NULL,
  -- sha-256 of the change as sent: the key with another change is refused
  fingerprint TEXT NOT NULL,
  -- the answer's message
  message TEXT NOT NULL,
  made_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);
`,
  seed: (db) => seedCart(db, Date.UTC(2026, 10, 1)),
  handlers: cartHandlers,
};
