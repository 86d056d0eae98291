// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/toast.tsx';
import { PublishedContentProvider } from '../../content/published-content.tsx';
import { seedContent } from '../../content/seed.ts';
import { I18nProvider, type Lang } from '../../i18n/index.tsx';
import { CONTACT_STEPS_MESSAGES } from '../../i18n/contact-steps.ts';
import { contactCopyOf, MESSAGES } from '../../i18n/all-messages.ts';
import { RouterProvider } from '../../lib/router.tsx';
import ContactForm from './contact-form.tsx';

const fetchMock = vi.fn<typeof fetch>();

function tree(lang: Lang) {
  return (
    <I18nProvider lang={lang} messages={MESSAGES[lang]}>
      <RouterProvider value={{ pathname: '/', search: '', navigate: () => undefined }}>
        <PublishedContentProvider content={seedContent()}>
          <ToastProvider dismissLabel="x">
            <ContactForm />
          </ToastProvider>
        </PublishedContentProvider>
      </RouterProvider>
    </I18nProvider>
  );
}

function renderForm(lang: Lang = 'es') {
  return render(tree(lang));
}

const es = contactCopyOf('es');
const errors = MESSAGES.es.contactErrors;
const next = () => fireEvent.click(screen.getByRole('button', { name: es.actions.next }));
const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent;

function toStep3Recommended() {
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(es.clientStep.recommended.label) }));
  next();
  fireEvent.click(screen.getByRole('radio', { name: es.serviceStep.services.sell.label }));
  next();
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => setTimeout(() => cb(0), 0));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it.each(['es', 'en'] as const)(
    'prerenders one plain form posting to the server, every step at once and Send its only action (%s)',
    (lang) => {
      const copy = contactCopyOf(lang);
      const container = document.createElement('div');
      container.innerHTML = renderToString(tree(lang));
      document.body.append(container);
      onTestFinished(() => container.remove());
      const form = container.querySelector('form')!;
      expect(form.getAttribute('method')).toBe('post');
      expect(form.getAttribute('action')).toBe(lang === 'es' ? '/enviar-solicitud' : '/en/send-request');
      expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="formType"]')?.value).toBe('simple');
      for (const name of ['clientType', 'serviceType', 'referredBy', 'email', 'phone', 'message', 'website'])
        expect(form.querySelector(`[name="${name}"]`), name).not.toBeNull();
      const buttons = [...form.querySelectorAll('button')].map((b) => [b.textContent, b.type, b.disabled]);
      expect(buttons).toEqual([[copy.actions.submit, 'submit', false]]);
      expect(form.textContent).toContain(copy.noScript.referredByHint);
      // The step indicator keeps its place, unseen, so nothing moves when the form hydrates.
      expect(container.querySelector('[aria-current="step"]')?.closest('.invisible')).not.toBeNull();
    },
  );

  it('walks a recommended visitor 1 → 2 → 3 with the indicator and focus following, and Back returns one step', () => {
    renderForm();
    expect(currentStep()).toContain(es.steps.names.client);
    next(); // no choice yet
    const notice = screen.getByText(es.chooseToContinue);
    expect(notice.getAttribute('aria-live')).toBe('polite');
    expect(notice.closest('fieldset')?.getAttribute('aria-describedby')).toBe(notice.id);
    toStep3Recommended();
    expect(currentStep()).toContain(es.steps.names.contact);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: es.contactStep.title }));
    expect(field('referredBy')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: es.actions.back }));
    expect(currentStep()).toContain(es.steps.names.service);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: es.serviceStep.title }));
  });

  it('takes a waiting-list visitor from 1 to 3 with no service or referrer', () => {
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(es.clientStep.waitingList.label) }));
    next();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(currentStep()).toContain(es.steps.names.contact);
    expect(field('referredBy')).toBeNull();
  });

  it('keeps submit disabled without e-mail or message', () => {
    renderForm();
    toStep3Recommended();
    const submit = screen.getByRole('button', { name: es.actions.submit }) as HTMLButtonElement;
    // Off, it says what is missing (issue 24).
    const description = () => document.getElementById(submit.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(submit.disabled).toBe(true);
    expect(description()).toBe(es.submitNeeds.both);
    type('email', 'ana@example.com');
    expect(submit.disabled).toBe(true);
    expect(description()).toBe(es.submitNeeds.message);
    type('message', 'Quisiera vender mi piso.');
    expect(submit.disabled).toBe(false);
    expect(submit.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(es.submitNeeds.message)).toBeNull();
  });

  it('validates with the shared schema before sending and shows errors next to the fields', async () => {
    renderForm();
    toStep3Recommended();
    type('email', 'not-an-email');
    type('message', 'corto');
    fireEvent.submit(field('email').form!);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(errors.emailInvalid).length).toBeGreaterThan(1); // next to the field and in the toast
    expect(screen.getByText(errors.messageLength)).toBeTruthy();
    expect(screen.getByText(errors.referenceRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('email')));
  });

  it('sends sanitised JSON, shows the success toast and, in place of the form, what was sent; then starts again', async () => {
    let resolve: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderForm();
    toStep3Recommended();
    type('email', ' ana@example.com ');
    type('referredBy', 'Luis <b>Pérez</b>');
    type('message', 'Hola <script>alert(1)</script> quiero vender.');
    fireEvent.submit(field('email').form!);

    // Sending: every button disabled and the form busy.
    await waitFor(() => expect(screen.getByRole('button', { name: es.actions.sending })).toBeTruthy());
    expect(field('email').form!.getAttribute('aria-busy')).toBe('true');
    for (const button of screen.getAllByRole('button'))
      if (button.textContent !== 'x') expect(button).toHaveProperty('disabled', true);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/process-contact');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', 'Accept-Language': 'es' });
    expect(JSON.parse(String(init?.body))).toEqual({
      formType: 'simple',
      clientType: 'recommended',
      serviceType: 'sell',
      referredBy: 'Luis Pérez',
      email: 'ana@example.com',
      message: 'Hola  quiero vender.',
      website: '',
    });

    await act(async () => resolve(new Response('{"id":"1"}', { status: 201 })));
    await waitFor(() => expect(screen.getByText(errors.sent.title)).toBeTruthy());
    expect(screen.getByText(errors.sent.description)).toBeTruthy();

    // The confirmation replaces the form: what was sent, what happens next, focus on its heading.
    const confirmation = screen.getByTestId('contact-sent');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: es.sent.title }));
    for (const text of [
      es.clientStep.recommended.label,
      es.serviceStep.services.sell.label,
      'Luis Pérez',
      'ana@example.com',
      es.sent.next,
    ])
      expect(confirmation.textContent).toContain(text);
    expect(es.sent.next).toContain('24');
    expect(field('email')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: es.sent.again }));
    expect(currentStep()).toContain(es.steps.names.client);
    expect((screen.getByRole('radio', { name: new RegExp(es.clientStep.recommended.label) }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('tells a waiting-list visitor what the firm does for its list, never a reply within 24 hours', async () => {
    fetchMock.mockResolvedValue(new Response('{"id":"1"}', { status: 201 }));
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(es.clientStep.waitingList.label) }));
    next();
    type('email', 'ana@example.com');
    type('message', 'Quisiera entrar en su lista.');
    fireEvent.submit(field('email').form!);
    await waitFor(() => expect(screen.getByTestId('contact-sent')).toBeTruthy());
    expect(screen.getByText(errors.sent.descriptionWaitingList)).toBeTruthy();
    const confirmation = screen.getByTestId('contact-sent').textContent;
    expect(confirmation).toContain(es.sent.nextWaitingList);
    expect(`${confirmation} ${errors.sent.descriptionWaitingList}`).not.toMatch(/24/);
  });

  it.each([
    ['429', () => new Response('{}', { status: 429 }), errors.rateLimited],
    ['413', () => new Response('{}', { status: 413 }), errors.payloadTooLong],
    ['500', () => new Response('{}', { status: 500 }), errors.sendFailed.title],
    [
      'network',
      () => {
        throw new TypeError('Failed to fetch');
      },
      errors.sendFailed.title,
    ],
  ])('keeps the data on a %s failure and shows the fitting message', async (_name, respond, title) => {
    fetchMock.mockImplementation(async () => respond());
    renderForm();
    toStep3Recommended();
    type('email', 'ana@example.com');
    type('referredBy', 'Luis');
    type('message', 'Quisiera vender mi piso.');
    fireEvent.submit(field('email').form!);
    await waitFor(() => expect(screen.getByText(title)).toBeTruthy());
    expect(field('email').value).toBe('ana@example.com');
    expect(field('message').value).toBe('Quisiera vender mi piso.');
    expect((screen.getByRole('button', { name: es.actions.submit }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows an unexpected exception in the page’s language, and logs it only sanitised', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      get ok(): boolean {
        throw new Error('Bad response for ana@example.com from 10.0.0.1 with token abc');
      },
    };
    fetchMock.mockResolvedValue(broken as unknown as Response);
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(es.clientStep.waitingList.label) }));
    next();
    type('email', 'ana@example.com');
    type('message', 'Quisiera información.');
    fireEvent.submit(field('email').form!);
    await waitFor(() => expect(screen.getByText(errors.unexpected)).toBeTruthy());
    expect(document.body.textContent).not.toMatch(/Bad response|ana@example\.com from|10\.0\.0\.1/);
    expect(logged).toHaveBeenCalledWith('Bad response for [email] from [ip] with [auth] abc');
    expect(field('message').value).toBe('Quisiera información.');
  });

  it("translates the API's field codes into the page's language on a 400, and ignores anything else", async () => {
    const en = MESSAGES.en;
    const fields = { email: 'emailInvalid', message: errors.messageLength };
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'validation', message: 'x', fields } }), { status: 400 }),
    );
    renderForm('en');
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(CONTACT_STEPS_MESSAGES.en.clientStep.waitingList.label) }));
    fireEvent.click(screen.getByRole('button', { name: CONTACT_STEPS_MESSAGES.en.actions.next }));
    type('email', 'ana@example.com');
    type('message', 'I would like to sell.');
    fireEvent.submit(field('email').form!);
    await waitFor(() => expect(field('email').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(en.contactErrors.emailInvalid).length).toBeGreaterThan(0);
    // A text where a code belongs is not turned back into a code: the message field stays valid.
    expect(field('message').getAttribute('aria-invalid')).toBeNull();
    expect(field('message').value).toBe('I would like to sell.');
  });
});
