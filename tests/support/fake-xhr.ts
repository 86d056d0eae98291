/**
 * XMLHttpRequest as a component test plays the network, for the uploads of `src/lib/upload.ts` (happy-dom's
 * own sends the request but reports no upload progress). Each request sent is kept in `requests`; a test
 * moves its bytes along with `progress(sent)` and answers it with `respond(status, body)`. With `answer`,
 * a request it answers is sent whole and answered at once (a test that is not about the progress); one it
 * leaves unanswered (`undefined`) is held for the test.
 */
export type SentRequest = {
  method: string;
  path: string;
  /** The query, `?…` (or empty). */
  search: string;
  headers: Record<string, string>;
  body: Blob;
};
export type Answer = { status: number; body: unknown };

export function fakeXhr(answer?: (request: SentRequest) => Answer | undefined) {
  const requests: FakeXhr[] = [];

  class FakeXhr {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseType = '';
    status = 0;
    responseText = '';
    aborted = false;
    request: SentRequest = { method: 'GET', path: '', search: '', headers: {}, body: new Blob() };
    #answered = false;

    open(method: string, url: string) {
      const { pathname, search } = new URL(url, 'http://localhost');
      this.request = { ...this.request, method, path: pathname, search };
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }

    getResponseHeader() {
      return null;
    }

    send(body: Blob) {
      this.request.body = body;
      requests.push(this);
      const answered = answer?.(this.request);
      if (answered)
        queueMicrotask(() => {
          this.progress(body.size);
          this.respond(answered.status, answered.body);
        });
    }

    abort() {
      if (this.#answered) return;
      this.#answered = true;
      this.aborted = true;
      this.onabort?.();
    }

    /** `sent` of the body's bytes are out (an upload progress event). */
    progress(sent: number) {
      const total = this.request.body.size;
      this.upload.onprogress?.({ loaded: sent, total, lengthComputable: true } as ProgressEvent);
    }

    /** The server's answer, as JSON. */
    respond(status: number, body: unknown) {
      if (this.#answered) return;
      this.#answered = true;
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }

  return { XMLHttpRequest: FakeXhr, requests };
}
