/**
 * Captcha verification (spec §7.2 'Captcha'): POST /re-captcha?value={value} answers {success: 1}
 * when the development challenge's value is a correct sum (src/contract/captcha.ts), else
 * {success: 0}.
 */
import { CaptchaPaths, isDevCaptchaSolved } from "@contract/captcha";
import type { ServerModule } from "../../core/module";

export const captchaModule: ServerModule = {
  name: "captcha",
  ddl: "",
  handlers: [],
  routes: (app) => {
    app.post(CaptchaPaths.challenge, (c) =>
      c.json({ success: isDevCaptchaSolved(c.req.query("value") ?? "") ? 1 : 0 }),
    );
  },
};
