"use client";

import { FileSearch, Loader2, Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { notify } from "@/components/ui/notify";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration";
import { clipInsertion } from "@/lib/forms/clip-text";
import { CHECK_TIMEOUT_MS, failureDescription, hasCheckableText, PLAGIARISM_TOASTS, reportSummary } from "@/lib/plagiarism/counter";
import type { PlagiarismResult } from "@/lib/plagiarism/types";
import { TEXT_LIMIT } from "@/lib/text-tools/constants";
import { CharacterCounter } from "./character-counter";
import { PlagiarismReport } from "./plagiarism-report";

/** A paste or a drop ("insertFromPaste", "insertFromDrop", ...): text arriving in one go rather than typed. */
const isPaste = (event: Event) => "inputType" in event && String(event.inputType).startsWith("insertFrom");

const LEFT_PAGE = "left the page";

/** Text input, 'Check for Plagiarism', and the report panel. */
export function PlagiarismChecker() {
  const [text, setText] = useState("");
  const [checkedText, setCheckedText] = useState("");
  const [result, setResult] = useState<PlagiarismResult | null>(null);
  const [busy, setBusy] = useState(false);
  // the report in one sentence, for screen readers (a polite live region; the report card is not one)
  const [summary, setSummary] = useState("");
  // Successful checks so far. Each one hands focus to the report heading and brings it into view: on a phone the
  // report is below the fold and only the toast said that a result had come.
  const [shown, setShown] = useState(0);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = reportHeading.current;
    if (!shown || !heading) return;
    heading.focus({ preventScroll: true });
    const box = heading.getBoundingClientRect();
    const clear = parseFloat(getComputedStyle(heading).scrollMarginTop) || 0; // the sticky header (and the toast)
    if (box.top >= clear && box.bottom <= window.innerHeight) return; // already in view (beside the input on a wide screen)
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
  }, [shown]);
  // the check in flight, abandoned without a toast when the visitor leaves the page
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(LEFT_PAGE), []);
  const inputId = useId();
  const counterId = useId();

  function onChange(value: string, pasted: boolean) {
    if (value.length > TEXT_LIMIT) {
      notify.error(PLAGIARISM_TOASTS.limitExceeded.title, { id: "plagiarism-limit", description: PLAGIARISM_TOASTS.limitExceeded.description });
      // Typing past the limit is blocked, as SPEC.md asks. A paste is cut to the room left, and only the paste: refused
      // whole, a 6,000-character essay pasted into the box left it empty.
      if (pasted) setText(clipInsertion(text, value, TEXT_LIMIT));
      return;
    }
    setText(value);
  }
  // Text put in before hydration arrived in one go (nobody types 5,000 characters in that moment): treat it as a paste.
  const inputRef = useTypedBeforeHydration<HTMLTextAreaElement>(text, (typed) => onChange(typed, true));

  async function check() {
    const trimmed = text.trim();
    // "!!!" or zero-width spaces alone have nothing to compare: like blank text (the route answers them the same way)
    if (!trimmed || !hasCheckableText(trimmed)) {
      notify.error(PLAGIARISM_TOASTS.blank.title, { description: PLAGIARISM_TOASTS.blank.description });
      return;
    }
    if (trimmed.length > TEXT_LIMIT) {
      notify.error(PLAGIARISM_TOASTS.tooLong.title, { description: PLAGIARISM_TOASTS.tooLong.description });
      return;
    }
    setBusy(true);
    // emptied first, so the same summary twice in a row is announced again
    setSummary("");
    let description: string = PLAGIARISM_TOASTS.failed.description;
    // A stalled request (a dropped connection, a hung server) is abandoned after CHECK_TIMEOUT_MS and reported as a
    // failure; it left the button on 'Analyzing Content...' for good. The timer covers reading the answer too.
    const controller = new AbortController();
    pending.current = controller;
    const timer = window.setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
    try {
      const res = await fetch("/api/plagiarism", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ text: trimmed }),
        signal: controller.signal,
      });
      if (!res.ok) {
        description = failureDescription(res.status, await res.json().catch(() => null));
        throw new Error(`status ${res.status}`);
      }
      const data = (await res.json()) as PlagiarismResult;
      setResult(data);
      setCheckedText(trimmed);
      setSummary(reportSummary(data));
      setShown((n) => n + 1);
      const done = data.compared === false ? PLAGIARISM_TOASTS.notCompared : PLAGIARISM_TOASTS.done(data.plagiarismPercentage);
      // A neutral toast: the shared rich-colour success style falls below 4.5:1 contrast (axe).
      notify(done.title, { description: done.description });
    } catch {
      if (controller.signal.reason === LEFT_PAGE) return;
      notify.error(PLAGIARISM_TOASTS.failed.title, { description });
    } finally {
      window.clearTimeout(timer);
      if (pending.current === controller) pending.current = null;
      setBusy(false);
    }
  }

  return (
    // min-w-0: a grid item is otherwise at least as wide as its longest unbreakable word, and a URL in the checked
    // text widened the report card (and the page) to 1,438 px on a 375 px phone.
    <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-10 sm:px-6 lg:grid-cols-2">
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="text-xl">
            <h2>Your text</h2>
          </CardTitle>
          <CardDescription>Paste the text you want to check, up to 5,000 characters.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={inputId}>Text to check</Label>
            <Textarea
              id={inputId}
              ref={inputRef}
              value={text}
              onChange={(e) => onChange(e.target.value, isPaste(e.nativeEvent))}
              aria-describedby={counterId}
              placeholder="Paste your essay, report or article here..."
              className="min-h-72 resize-y"
            />
            <CharacterCounter id={counterId} length={text.length} limit={TEXT_LIMIT} />
          </div>
          {/* aria-disabled, not disabled, while checking: a disabled button loses the keyboard focus (Chromium moves it
              to <body>), and after a failed check nothing gave it back (a successful one hands it to the report) */}
          <Button type="button" size="lg" className="w-full" onClick={busy ? undefined : check} aria-disabled={busy || undefined}>
            {busy ? <Loader2 aria-hidden className="animate-spin" /> : <Search aria-hidden />}
            {busy ? "Analyzing Content..." : "Check for Plagiarism"}
          </Button>
        </CardContent>
      </Card>

      {/* Not a live region: a long report was read out whole on top of the toast. The summary below is. */}
      <Card className="min-w-0">
        <p role="status" className="sr-only" data-testid="plagiarism-summary">
          {summary}
        </p>
        <CardHeader>
          <CardTitle className="text-xl">
            {/* tabIndex -1: focused by script after a check, not a tab stop. scroll-mt clears the sticky header and, on
                a narrow screen, the toast that opens below it at the same moment */}
            <h2 ref={reportHeading} tabIndex={-1} className="scroll-mt-48 rounded-sm lg:scroll-mt-20">
              Plagiarism report
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {result ? (
            <PlagiarismReport result={result} text={checkedText} />
          ) : (
            <div className="flex flex-col items-center gap-3 py-16 text-center text-muted-foreground">
              <FileSearch aria-hidden className="size-12" />
              <p>Paste text content to get started with AI-powered analysis</p>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
