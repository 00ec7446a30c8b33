import { commonMessages } from "../kernel/messages-common";
import { storefrontMessages } from "./messages-storefront";

/**
 * The texts the storefront shows: the common ones and its own, no text of its own here. `msg`
 * (messages.ts) holds every area's texts in one object, which the bundler cannot split, so the
 * storefront's modules (everything the first visit of the home page or the catalogue loads) read
 * this instead and the back office's and client area's texts stay out of the storefront's first
 * load (docs/decisions/0222).
 */
export const shopMsg = { ...commonMessages, ...storefrontMessages } as const;
