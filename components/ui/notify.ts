import type { ExternalToast } from "sonner";

/**
 * sonner's `toast`, loaded on first use. Public pages call this instead of importing sonner, which keeps sonner
 * (~10 kB gzipped, and the stylesheet it injects) out of their first-load JavaScript. The lazy Toaster in the root
 * layout mounts when the first toast is requested; sonner replays toasts created before its Toaster subscribed,
 * so none is lost. Admin code keeps importing sonner directly (same module, same queue).
 */
type Message = Parameters<(typeof import("sonner"))["toast"]>[0];
type Kind = "success" | "error" | "warning" | "info";

const listeners = new Set<() => void>();
let requested = false;

/** Asks the root layout's LazyToaster to mount (subscribed to with useSyncExternalStore). */
export function requestToaster() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  requested: () => requested,
};

const loadSonner = () => import("sonner");

function send(kind: Kind | null, message: Message, options?: ExternalToast) {
  requestToaster();
  void loadSonner().then(({ toast }) => (kind ? toast[kind](message, options) : toast(message, options)));
}

export const notify = Object.assign((message: Message, options?: ExternalToast) => send(null, message, options), {
  success: (message: Message, options?: ExternalToast) => send("success", message, options),
  error: (message: Message, options?: ExternalToast) => send("error", message, options),
  warning: (message: Message, options?: ExternalToast) => send("warning", message, options),
  info: (message: Message, options?: ExternalToast) => send("info", message, options),
});

/** Starts loading sonner without showing anything (e.g. when a visitor starts filling in a form). */
export function preloadNotify() {
  void loadSonner();
}
