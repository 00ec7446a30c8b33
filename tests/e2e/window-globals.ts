// What the journeys record on the page's window from their init scripts, typed once so no spec
// casts `window` to read it back.
declare global {
  interface Window {
    /** Frequencies the card bell played (backoffice-cards). */
    __tones?: number[];
    /** The card bell bounced at least once (backoffice-cards). */
    __bounced?: boolean;
    /** Camera streams the page opened (camera-scanner). */
    cameraStreams?: MediaStream[];
    /** Set by an injected script that must never run (stored-xss). */
    __xss?: number;
    /** The address window.open was asked for (backoffice-sales). */
    __opened?: string;
  }
}

export {};
