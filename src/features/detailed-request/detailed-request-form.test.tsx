// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/ui/toast.tsx';
import { PublishedContentProvider } from '../../content/published-content.tsx';
import { seedContent } from '../../content/seed.ts';
import type { DetailedDraft } from '../../domain/contact/detailed-steps.ts';
import { DETAILED_REQUEST_MESSAGES } from '../../i18n/detailed-request.ts';
import { I18nProvider, type Lang } from '../../i18n/index.tsx';
import { MESSAGES } from '../../i18n/all-messages.ts';
import { RouterProvider } from '../../lib/router.tsx';
import DetailedRequestForm, { type DetailedRequestFormProps } from './detailed-request-form.tsx';

const fetchMock = vi.fn<typeof fetch>();

function renderForm(props: DetailedRequestFormProps = {}, lang: Lang = 'es') {
  return render(
    <I18nProvider lang={lang} messages={MESSAGES[lang]}>
      <RouterProvider value={{ pathname: '/solicitud-detallada', search: '', navigate: () => undefined }}>
        <PublishedContentProvider content={seedContent()}>
          <ToastProvider dismissLabel="x">
            <DetailedRequestForm {...props} />
          </ToastProvider>
        </PublishedContentProvider>
      </RouterProvider>
    </I18nProvider>,
  );
}

const es = DETAILED_REQUEST_MESSAGES.es;
const errors = MESSAGES.es.contactErrors;
const f = es.fields;
const next = () => fireEvent.click(screen.getByRole('button', { name: es.actions.next }));
const control = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(control(name), { target: { value } });
const choose = (label: string) => fireEvent.click(screen.getByRole('radio', { name: label }));
const tick = (label: string) => fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^${label}`) }));
const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent;
const stepMessage = () => screen.getByTestId('step-message').textContent;

function toStep4() {
  choose(f.propertyType.options.penthouse);
  choose(f.goal.options.sell);
  type('location', 'Salamanca');
  next();
  choose(f.budget.options['2m-3m']);
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${f.timeline.options.short.label}`) }));
  next();
  tick(f.services.options.valuation.label);
  tick(f.services.options.legal.label);
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

describe('DetailedRequestForm', () => {
  it('stays on an incomplete step with the step message and the fields’ errors, focus on the first', async () => {
    renderForm();
    expect(screen.getByText(es.steps.progress(1, 4))).toBeTruthy();
    expect(stepMessage()).toBe('');
    choose(f.goal.options.buy);
    next();
    expect(currentStep()).toContain(es.steps.names[1]);
    expect(stepMessage()).toBe(errors.requiredDescription);
    expect(screen.getByText(errors.choiceRequired)).toBeTruthy();
    expect(control('location').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(control('propertyType')));
  });

  it('walks 1 → 4 with the indicator, "Paso X de 4" and focus on each step’s heading; Back returns one step', () => {
    renderForm();
    toStep4();
    expect(screen.getByText(es.steps.progress(4, 4))).toBeTruthy();
    expect(currentStep()).toContain(es.steps.names[4]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: es.stepTitles[4].title }));
    fireEvent.click(screen.getByRole('button', { name: es.actions.back }));
    expect(currentStep()).toContain(es.steps.names[3]);
    expect(
      (screen.getByRole('checkbox', { name: new RegExp(`^${f.services.options.legal.label}`) }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('asks for the phone for WhatsApp, and the availability for a meeting', async () => {
    renderForm();
    toStep4();
    type('name', 'Ana García');
    type('email', 'ana@example.com');
    choose(f.contactPreference.options.whatsapp);
    expect(screen.getByText(f.phone.required)).toBeTruthy();
    fireEvent.submit(control('name').form!);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(errors.phoneRequired)).toBeTruthy();
    expect(screen.getByText(errors.availabilityRequired)).toBeTruthy();
    expect(stepMessage()).toBe(errors.requiredDescription);
    await waitFor(() => expect(document.activeElement).toBe(control('phone')));
    choose(f.contactPreference.options.email);
    expect(screen.queryByText(errors.phoneRequired)).toBeNull();
  });

  it('sends the brief as formType detailed, then shows what was sent; onSent gets the id', async () => {
    let resolve: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    const onSent = vi.fn();
    renderForm({ onSent });
    toStep4();
    type('name', ' Ana <b>García</b> ');
    type('email', 'ana@example.com');
    choose(f.contactPreference.options.meeting);
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${f.availability.options.morning.label}`) }));
    type('message', 'Sin portales.');
    fireEvent.submit(control('name').form!);
    await waitFor(() => expect(screen.getByRole('button', { name: es.actions.sending })).toBeTruthy());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/process-contact');
    expect(JSON.parse(String(init?.body))).toEqual({
      formType: 'detailed',
      propertyType: 'penthouse',
      goal: 'sell',
      location: 'Salamanca',
      budget: '2m-3m',
      timeline: 'short',
      services: ['valuation', 'legal'],
      name: 'Ana García',
      email: 'ana@example.com',
      contactPreference: 'meeting',
      availability: 'morning',
      message: 'Sin portales.',
      website: '',
    });
    await act(async () => resolve(new Response('{"id":"lead-1"}', { status: 201 })));
    await waitFor(() => expect(screen.getByText(es.success.title)).toBeTruthy());
    expect(screen.getByText(es.success.description)).toBeTruthy();
    const sent = screen.getByTestId('brief-sent');
    for (const text of [
      f.propertyType.options.penthouse,
      'Salamanca',
      'Ana García',
      f.availability.options.morning.label,
      es.sent.next,
    ])
      expect(sent.textContent).toContain(text);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: es.sent.title }));
    expect(onSent).toHaveBeenCalledWith({
      id: 'lead-1',
      sent: expect.objectContaining({ name: 'Ana García', services: ['valuation', 'legal'] }),
    });
  });

  it('starts from the answers given (a saved brief) and starts again from them', async () => {
    const initialValues: Partial<DetailedDraft> = { propertyType: 'house', name: 'Luis Pérez', email: 'luis@example.com' };
    fetchMock.mockResolvedValue(new Response('{"id":"2"}', { status: 201 }));
    renderForm({ initialValues });
    expect((screen.getByRole('radio', { name: f.propertyType.options.house }) as HTMLInputElement).checked).toBe(true);
    choose(f.goal.options.buy);
    type('location', 'La Moraleja');
    next();
    choose(f.budget.options['over-5m']);
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${f.timeline.options.flexible.label}`) }));
    next();
    tick(f.services.options.financing.label);
    next();
    expect(control('name').value).toBe('Luis Pérez');
    choose(f.contactPreference.options.email);
    fireEvent.submit(control('name').form!);
    await waitFor(() => expect(screen.getByTestId('brief-sent')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: es.sent.again }));
    expect((screen.getByRole('radio', { name: f.propertyType.options.house }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the server’s field codes on their step, in English, and keeps the data', async () => {
    const en = DETAILED_REQUEST_MESSAGES.en;
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'validation', message: 'x', fields: { location: 'locationLength' } } }), {
        status: 400,
      }),
    );
    renderForm(
      {
        initialValues: {
          propertyType: 'land',
          goal: 'invest',
          location: 'Tres Cantos',
          budget: '1m-2m',
          timeline: 'long',
          services: ['legal'],
        },
      },
      'en',
    );
    const nextEn = () => fireEvent.click(screen.getByRole('button', { name: en.actions.next }));
    nextEn();
    nextEn();
    nextEn();
    type('name', 'Ann Smith');
    type('email', 'ann@example.com');
    fireEvent.click(screen.getByRole('radio', { name: en.fields.contactPreference.options.email }));
    fireEvent.submit(control('name').form!);
    await waitFor(() => expect(currentStep()).toContain(en.steps.names[1]));
    expect(screen.getByText(MESSAGES.en.contactErrors.locationLength)).toBeTruthy();
    expect(stepMessage()).toBe(MESSAGES.en.contactErrors.checkFields);
    expect(control('location').value).toBe('Tres Cantos');
  });

  it.each([
    ['429', 429, errors.rateLimited],
    ['413', 413, errors.payloadTooLong],
    ['500', 500, errors.sendFailed.title],
  ])('keeps the data on a %s and shows the catalogue’s message', async (_name, status, title) => {
    fetchMock.mockResolvedValue(new Response('{}', { status }));
    renderForm();
    toStep4();
    type('name', 'Ana García');
    type('email', 'ana@example.com');
    choose(f.contactPreference.options.email);
    fireEvent.submit(control('name').form!);
    await waitFor(() => expect(screen.getByText(title)).toBeTruthy());
    expect(control('name').value).toBe('Ana García');
    expect((screen.getByRole('button', { name: es.actions.submit }) as HTMLButtonElement).disabled).toBe(false);
  });
});
