/** A stand-in for XMLHttpRequest: records what was sent; the test drives progress and the answer. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body = '';
  status = 0;
  responseText = '';
  private readonly events = new EventTarget();

  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }
  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body: string): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }
  respond(status: number, body: unknown): void {
    this.upload.dispatchEvent(new Event('load'));
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
  fail(): void {
    this.events.dispatchEvent(new Event('error'));
  }
}
