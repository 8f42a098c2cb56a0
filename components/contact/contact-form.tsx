"use client";

import { CheckCircle2, Loader2, Send } from "lucide-react";
import { type FormEvent, startTransition, useActionState, useEffect, useRef } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { notify } from "@/components/ui/notify";
import { preloadNotify } from "@/components/ui/notify";
import { inputClass, labelClass, primaryButtonLg, textareaClass } from "@/components/ui/plain-classes";
import { submitContactMessage } from "@/lib/contact/actions";
import { CONTACT_LIMITS, CONTACT_MESSAGES, HONEYPOT_FIELD } from "@/lib/contact/constants";
import type { ContactInput, ContactValues } from "@/lib/contact/schema";

// zod and the resolver are not needed to show the form: they load when the visitor first focuses it, keeping them
// out of the page's first-load JavaScript. The schema is still the one the server action re-validates with.
const loadValidation = () => Promise.all([import("@/lib/contact/schema"), import("@hookform/resolvers/zod")]);
const lazyResolver: Resolver<ContactInput, unknown, ContactValues> = async (values, context, options) => {
  const [{ contactSchema }, { zodResolver }] = await loadValidation();
  return zodResolver(contactSchema)(values, context, options);
};
const warmUp = () => {
  void loadValidation();
  preloadNotify();
};

const fields = [
  { name: "fullName", label: "Full Name", type: "text", autoComplete: "name", placeholder: "Your full name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", placeholder: "you@example.com" },
  { name: "subject", label: "Subject", type: "text", autoComplete: "off", placeholder: "How can we help?" },
] as const;

const empty: ContactInput = { fullName: "", email: "", subject: "", message: "", [HONEYPOT_FIELD]: "" };

/**
 * The contact form. With JavaScript it validates in the browser and posts through the server action; without it,
 * the same action receives a plain form post and the page shows its answer.
 */
export function ContactForm() {
  const [state, formAction, pending] = useActionState(submitContactMessage, null);
  const form = useForm<ContactInput, unknown, ContactValues>({ resolver: lazyResolver, defaultValues: empty });
  const { errors } = form.formState;

  // Set from the first submit until the server answers it (see onSubmit).
  const busy = useRef(false);

  useEffect(() => {
    busy.current = false;
    if (!state) return;
    if (state.ok) {
      notify.success(CONTACT_MESSAGES.success, { description: CONTACT_MESSAGES.successDetail });
      form.reset(empty);
    } else {
      for (const [name, message] of Object.entries(state.fieldErrors ?? {})) form.setError(name as keyof ContactInput, { message });
      notify.error(state.error);
    }
  }, [state, form]);

  const onValid = (values: ContactValues) => {
    sent.current = true;
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, value ?? "");
    startTransition(() => formAction(data));
  };

  // A message being sent is not sent again (the button stays focusable while busy, see below). The ref, not `pending`,
  // guards: the first validation waits for the lazily loaded schema, and `pending` turns true only after it, so a
  // second Enter in that wait sent the message twice. It stays set until the server's answer (the effect above), or
  // is cleared at once when the form did not validate.
  const sent = useRef(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (busy.current || pending) return event.preventDefault();
    busy.current = true;
    sent.current = false;
    try {
      await form.handleSubmit(onValid)(event);
    } finally {
      if (!sent.current) busy.current = false;
    }
  };

  const errorOf = (name: keyof ContactInput) => errors[name]?.message ?? (state && !state.ok ? state.fieldErrors?.[name] : undefined);

  return (
    <form action={formAction} onSubmit={(event) => void onSubmit(event)} onFocus={warmUp} noValidate className="grid gap-5" aria-describedby="contact-form-status">
      {fields.map((f) => {
        const error = errorOf(f.name);
        return (
          <div key={f.name} className="grid gap-2">
            <label htmlFor={`contact-${f.name}`} className={labelClass}>
              {f.label} <span aria-hidden="true" className="text-destructive">*</span>
            </label>
            <input
              className={inputClass}
              id={`contact-${f.name}`}
              type={f.type}
              autoComplete={f.autoComplete}
              placeholder={f.placeholder}
              required
              maxLength={CONTACT_LIMITS[f.name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `contact-${f.name}-error` : undefined}
              {...form.register(f.name)}
            />
            {error && (
              <p id={`contact-${f.name}-error`} className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="grid gap-2">
        <label htmlFor="contact-message" className={labelClass}>
          Message <span aria-hidden="true" className="text-destructive">*</span>
        </label>
        <textarea
          id="contact-message"
          rows={6}
          placeholder="Tell us about your question or project"
          required
          maxLength={CONTACT_LIMITS.message}
          aria-invalid={errorOf("message") ? true : undefined}
          aria-describedby={errorOf("message") ? "contact-message-error" : undefined}
          className={`${textareaClass} min-h-36`}
          {...form.register("message")}
        />
        {errorOf("message") && (
          <p id="contact-message-error" className="text-sm text-destructive">
            {errorOf("message")}
          </p>
        )}
      </div>
      {/* Honeypot: off-screen and out of the tab order; people never fill it, simple bots do. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...form.register(HONEYPOT_FIELD)} />
      </div>
      <div id="contact-form-status" role="status" aria-live="polite">
        {state?.ok && (
          <p className="flex items-start gap-2 rounded-md border border-success/30 bg-success/10 p-3 text-sm text-success">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {CONTACT_MESSAGES.successDetail}
          </p>
        )}
        {state && !state.ok && !state.fieldErrors && <p className="text-sm text-destructive">{state.error}</p>}
      </div>
      {/* aria-disabled, not disabled, while sending: a disabled button loses the keyboard focus (Chromium moves it to
          <body>), so after every message a keyboard user started again from the top of the page */}
      <button type="submit" aria-disabled={pending || undefined} className={`${primaryButtonLg} w-full sm:w-auto sm:justify-self-start`}>
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {pending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
