"use client";

import { useEffect, useRef, useState } from "react";
import { parseAdminEvent, type PromptChangeEvent, type Topic, type UniversityChangeEvent } from "./events";

export type LiveStatus = "connecting" | "open" | "closed";

export type AdminEventHandlers = {
  prompts?: (event: PromptChangeEvent) => void;
  universities?: (event: UniversityChangeEvent) => void;
  /** After a dropped connection comes back: changes may have been missed, so reload what the page shows. */
  reconnected?: () => void;
};

export const ADMIN_EVENTS_URL = "/api/admin/events";

/**
 * Subscribes the page to the admin live-update stream (server-sent events). EventSource reconnects by itself;
 * the returned status lets the page show (and tests wait for) a live connection.
 */
export function useAdminEvents(handlers: AdminEventHandlers): LiveStatus {
  const ref = useRef(handlers);
  const [status, setStatus] = useState<LiveStatus>("connecting");
  useEffect(() => {
    ref.current = handlers;
  });

  useEffect(() => {
    const source = new EventSource(ADMIN_EVENTS_URL);
    let readyOnce = false;
    const onMessage = (topic: Topic) => (message: MessageEvent<string>) => {
      const event = parseAdminEvent(topic, message.data);
      if (event?.topic === "prompts") ref.current.prompts?.(event);
      if (event?.topic === "universities") ref.current.universities?.(event);
    };
    const onPrompts = onMessage("prompts");
    const onUniversities = onMessage("universities");
    // `ready` arrives once the server is listening; every ready after the first one follows a reconnect.
    const onReady = () => {
      setStatus("open");
      if (readyOnce) ref.current.reconnected?.();
      readyOnce = true;
    };
    const onError = () => setStatus(source.readyState === EventSource.CLOSED ? "closed" : "connecting");
    source.addEventListener("prompts", onPrompts);
    source.addEventListener("universities", onUniversities);
    source.addEventListener("ready", onReady);
    source.addEventListener("error", onError);
    // A laptop waking up or a phone tab coming back may have missed changes while its connection was frozen.
    let hiddenAt = 0;
    const onVisibility = () => {
      if (document.visibilityState === "hidden") hiddenAt = Date.now();
      else if (hiddenAt && Date.now() - hiddenAt > 30_000) ref.current.reconnected?.();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      source.close();
    };
  }, []);

  return status;
}
