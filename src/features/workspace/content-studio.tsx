import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TextField } from '../../components/form/text-field.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { STUDIO_PREVIEW_PREFIX, ROUTES } from '../../config/routes.ts';
import { TableHead } from '../../components/ui/table-head.tsx';
import {
  addCase,
  addIdentityEntry,
  moveCase,
  moveIdentityEntry,
  PRICE_BANDS,
  removeIdentityEntry,
  setAgentField,
  setAt,
  setMercantileField,
  setOptional,
  type ContentDocument,
  type HeroFilm,
  type IdentityList,
} from '../../domain/content/index.ts';
import { CALCULATORS_MESSAGES } from '../../i18n/calculators.ts';
import { LANGS } from '../../i18n/languages.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useRead } from '../../lib/server-data.ts';
import { defaultHeroFilms } from '../../content/hero-films.ts';
import { FormMessage } from './form-message.tsx';
import { SelectField } from './select-field.tsx';
import { FilmField } from './film-field.tsx';
import { ImageField } from './image-field.tsx';
import { CONTENT_PATH, type ContentState, type ContentVersion } from './staff-types.ts';
import { useWorkspaceCopy, type WorkspaceCopy } from './use-workspace-copy.ts';
import { Bilingual } from './bilingual-field.tsx';

type Path = readonly (string | number)[];
/** What the last save, publish or restore said: a confirmation, or the fields to check (path → code). */
type Outcome = { done?: string; code?: string; fields?: Record<string, string> };

/** The draft's tag the server compares a save with (`If-Match`): its last save time. */
const draftTag = (updatedAt: string) => `"${updatedAt}"`;

/**
 * The content studio (ADR 0036): the firm's cases, zones, identity and the valuation's market table,
 * each text in Spanish and English side by side; a draft saved with the tag of the copy it was made on,
 * published once whole in both languages, and every published version restorable in one step.
 */
export function ContentStudio() {
  const copy = useWorkspaceCopy();
  const { ui, lang, when } = copy;
  const text = ui.content;
  const state = useRead<ContentState>(CONTENT_PATH);
  const versions = useRead<{ versions: ContentVersion[] }>(`${CONTENT_PATH}/versions`);
  const [document, setDocument] = useState<ContentDocument>();
  const [saved, setSaved] = useState<{ document: ContentDocument; updatedAt: string }>();
  const [outcome, setOutcome] = useState<Outcome>({});
  const [busy, setBusy] = useState(false);

  // The draft as first read; later it is taken again only when asked (a restore, "reload").
  useEffect(() => {
    if (state.data && !saved) {
      setSaved({ document: state.data.draft.document, updatedAt: state.data.draft.updatedAt });
      setDocument(state.data.draft.document);
    }
  }, [state.data, saved]);

  /** Reads the draft again and edits from it (what was not saved is dropped). */
  async function takeDraft(): Promise<void> {
    const result = await apiRequest<ContentState>(CONTENT_PATH, { lang });
    if (!result.ok) return setOutcome({ code: result.code });
    state.replace(result.data);
    setSaved({ document: result.data.draft.document, updatedAt: result.data.draft.updatedAt });
    setDocument(result.data.draft.document);
  }

  if (!document || !saved || !state.data)
    return <p className="text-sm text-ink-muted">{state.failure ? copy.errorText(state.failure.code) : ui.loading}</p>;

  const dirty = document !== saved.document;
  const edit = (path: Path, value: unknown) => setDocument((d) => d && setAt(d, path, value));
  const errorOf = (...paths: string[]) => {
    const code = paths.map((p) => outcome.fields?.[p]).find(Boolean);
    return code ? copy.errorText(code) : undefined;
  };

  const refusal = (result: { code: string; fields?: Record<string, string> }): Outcome => ({
    code: result.code,
    fields: result.fields,
  });

  async function save(): Promise<string | undefined> {
    if (!document || !saved) return undefined;
    if (!dirty) return saved.updatedAt;
    const result = await apiRequest<{ updatedAt: string }>(`${CONTENT_PATH}/draft`, {
      method: 'PUT',
      body: document,
      lang,
      headers: { 'If-Match': draftTag(saved.updatedAt) },
    });
    if (!result.ok) {
      setOutcome(refusal(result));
      return undefined;
    }
    setSaved({ document, updatedAt: result.data.updatedAt });
    return result.data.updatedAt;
  }

  const run = (action: () => Promise<void>) => async () => {
    setBusy(true);
    setOutcome({});
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const onSave = run(async () => {
    if (await save()) setOutcome({ done: text.saved });
  });
  const onPublish = run(async () => {
    const draft = await save();
    if (!draft) return;
    const result = await apiRequest<{ version: ContentVersion }>(`${CONTENT_PATH}/publish`, {
      method: 'POST',
      body: { draft },
      lang,
      changes: [CONTENT_PATH],
    });
    setOutcome(result.ok ? { done: text.publishedNow(result.data.version.number) } : refusal(result));
  });
  const onRestore = (number: number) =>
    run(async () => {
      const result = await apiRequest<{ version: ContentVersion }>(`${CONTENT_PATH}/versions/${number}/restore`, {
        method: 'POST',
        body: {},
        lang,
        changes: [CONTENT_PATH],
      });
      if (!result.ok) return setOutcome(refusal(result));
      // The draft is the restored version now: edit from it.
      await takeDraft();
      setOutcome({ done: text.restoredNow(result.data.version.number, number) });
    })();
  const onReload = run(takeDraft);

  const published = state.data.published;
  const problems = Object.keys(outcome.fields ?? {});

  return (
    <section aria-labelledby="content-heading" className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h2 id="content-heading" className="font-display text-3xl text-ink">
          {text.heading}
        </h2>
        <p className="max-w-3xl text-sm text-ink-muted">{text.intro}</p>
        <p className="text-sm text-ink">{text.published(published.number, when(published.publishedAt), published.publishedBy)}</p>
        <p className="text-sm text-ink-muted">{dirty ? text.unsaved : text.draftSaved(when(saved.updatedAt))}</p>
      </div>

      <div className="sticky top-0 z-10 flex flex-col gap-2 border-b border-stone-300 bg-ivory py-3">
        <div className="flex flex-wrap gap-3">
          <Button size="sm" variant="outline" onClick={onSave} disabled={busy}>
            {text.save}
          </Button>
          <Button size="sm" onClick={onPublish} disabled={busy}>
            {text.publish}
          </Button>
          {outcome.code === 'draftChanged' ? (
            <Button size="sm" variant="link" onClick={onReload}>
              {text.reload}
            </Button>
          ) : null}
        </div>
        <PreviewLinks copy={copy} />
        <FormMessage error={outcome.code && copy.errorText(outcome.code)} done={outcome.done} />
        {problems.length > 0 ? (
          <div>
            <p className="text-sm text-ink">{text.problems}</p>
            <ul className="list-disc pl-5 text-sm text-ink">
              {problems.map((path) => (
                <li key={path}>
                  {describePath(path, document, copy)}: {copy.errorText(outcome.fields![path]!)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <CasesEditor document={document} setDocument={setDocument} edit={edit} errorOf={errorOf} copy={copy} />
      <ZonesEditor document={document} edit={edit} errorOf={errorOf} copy={copy} />
      <FilmsEditor document={document} setDocument={setDocument} edit={edit} errorOf={errorOf} copy={copy} />
      <CopyEditor document={document} edit={edit} errorOf={errorOf} copy={copy} />
      <IdentityEditor document={document} edit={edit} errorOf={errorOf} copy={copy} />
      <RegistriesEditor document={document} setDocument={setDocument} edit={edit} errorOf={errorOf} copy={copy} />
      <TrustEditor document={document} setDocument={setDocument} edit={edit} errorOf={errorOf} copy={copy} />
      <MarketEditor document={document} edit={edit} errorOf={errorOf} copy={copy} />
      <VersionsList
        versions={versions.data?.versions ?? []}
        current={published.number}
        onRestore={onRestore}
        busy={busy}
        copy={copy}
      />
    </section>
  );
}

/**
 * The home rendered from the saved draft, in each language (the workspace's first), in another tab:
 * the real pages, for staff only (`STUDIO_PREVIEW_PREFIX`).
 */
function PreviewLinks({ copy }: { copy: WorkspaceCopy }) {
  const text = copy.ui.content;
  const langs = [copy.lang, ...LANGS.filter((l) => l !== copy.lang)];
  return (
    <div role="group" aria-label={text.preview.label} aria-describedby="content-preview-hint" className="flex flex-wrap gap-3">
      {langs.map((lang) => (
        <a
          key={lang}
          href={`${STUDIO_PREVIEW_PREFIX}${ROUTES.home[lang]}`}
          target="_blank"
          rel="noopener"
          data-testid={`content-preview-${lang}`}
          className={buttonClasses('outline', 'sm')}
        >
          {text.preview.inLang(text.lang[lang])}
          <span className="sr-only"> {text.preview.newTab}</span>
        </a>
      ))}
      <p id="content-preview-hint" className="basis-full text-sm text-ink-muted">
        {text.preview.hint}
      </p>
    </div>
  );
}

type EditorProps = {
  document: ContentDocument;
  edit: (path: Path, value: unknown) => void;
  errorOf: (...paths: string[]) => string | undefined;
  copy: WorkspaceCopy;
};

function Section({ id, heading, intro, children }: { id: string; heading: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-t border-stone-300 pt-6">
      <h3 id={id} className="font-display text-2xl text-ink">
        {heading}
      </h3>
      {intro ? <p className="max-w-3xl text-sm text-ink-muted">{intro}</p> : null}
      {children}
    </section>
  );
}

const CASE_FIELDS = ['title', 'location', 'situation', 'solution', 'advantage'] as const;

function CasesEditor({
  document,
  setDocument,
  ...props
}: EditorProps & { setDocument: (update: (d: ContentDocument | undefined) => ContentDocument | undefined) => void }) {
  const text = props.copy.ui.content.cases;
  return (
    <Section id="content-cases" heading={text.heading} intro={text.intro}>
      <Button size="sm" variant="outline" className="self-start" onClick={() => setDocument((d) => d && addCase(d))}>
        {text.add}
      </Button>
      <ol className="flex flex-col gap-3">
        {document.cases.map((entry, index) => {
          const title = entry[props.copy.lang].title || entry.es.title || text.untitled;
          return (
            <li key={index} className="border border-stone-300 bg-white">
              <details>
                <summary className="flex min-h-11 cursor-pointer items-center gap-3 px-4 py-2 text-sm text-ink">
                  <span className="font-semibold">{title}</span>
                  {entry.visible ? null : <span className="text-ink-muted">({text.hidden})</span>}
                </summary>
                <div className="flex flex-col gap-4 border-t border-stone-200 p-4">
                  <div role="group" aria-label={text.moveLabel(title)} className="flex gap-2">
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={index === 0}
                      onClick={() => setDocument((d) => d && moveCase(d, index, -1))}
                    >
                      {text.up}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={index === document.cases.length - 1}
                      onClick={() => setDocument((d) => d && moveCase(d, index, 1))}
                    >
                      {text.down}
                    </Button>
                  </div>
                  <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
                    <input
                      type="checkbox"
                      className="size-5 accent-ink"
                      checked={entry.visible}
                      onChange={(e) => props.edit(['cases', index, 'visible'], e.target.checked)}
                    />
                    {text.visible}
                  </label>
                  <div className="grid gap-4 md:grid-cols-2">
                    <TextField
                      name={`cases.${index}.id`}
                      label={text.id}
                      hint={text.idHint}
                      value={entry.id}
                      onValueChange={(v) => props.edit(['cases', index, 'id'], v)}
                      error={props.errorOf(`cases.${index}.id`)}
                    />
                    <SelectField
                      id={`cases-${index}-price-band`}
                      name={`cases.${index}.priceBand`}
                      label={text.price}
                      options={PRICE_BANDS.map((band) => [band, props.copy.priceBands[band]] as const)}
                      value={entry.priceBand}
                      onChange={(e) => props.edit(['cases', index, 'priceBand'], e.target.value)}
                      error={props.errorOf(`cases.${index}.priceBand`)}
                    />
                  </div>
                  {CASE_FIELDS.map((key) => (
                    <Bilingual
                      key={key}
                      {...props}
                      label={text.fields[key]}
                      path={(lang) => ['cases', index, lang, key]}
                      altPath={(lang) => `cases.${entry.id}.${lang}.${key}`}
                      value={(lang) => entry[lang][key]}
                      multiline={key !== 'title' && key !== 'location'}
                    />
                  ))}
                  <ImageField
                    {...props}
                    legend={props.copy.ui.content.image.caseLegend}
                    none={props.copy.ui.content.image.noneCase}
                    image={entry.image}
                    path={['cases', index, 'image']}
                    namedPath={`cases.${entry.id}.image`}
                  />
                </div>
              </details>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

const ZONE_FIELDS = ['name', 'motto', 'text'] as const;

function ZonesEditor({ document, ...props }: EditorProps) {
  const text = props.copy.ui.content.zones;
  return (
    <Section id="content-zones" heading={text.heading}>
      {document.zones.map((zone, index) => (
        <fieldset key={zone.id} className="flex flex-col gap-4 border border-stone-300 bg-white p-4">
          <legend className="px-1 text-sm font-semibold text-ink">{zone[props.copy.lang].name || zone.id}</legend>
          {ZONE_FIELDS.map((key) => (
            <Bilingual
              key={key}
              {...props}
              label={text.fields[key]}
              path={(lang) => ['zones', index, lang, key]}
              altPath={(lang) => `zones.${zone.id}.${lang}.${key}`}
              value={(lang) => zone[lang][key]}
              multiline={key === 'text'}
            />
          ))}
          <ImageField
            {...props}
            legend={props.copy.ui.content.image.zoneLegend}
            none={props.copy.ui.content.image.noneZone}
            image={zone.image}
            path={['zones', index, 'image']}
            namedPath={`zones.${zone.id}.image`}
          />
        </fieldset>
      ))}
    </Section>
  );
}

/** The hero's three film slots: each the site's film until the firm uploads its own. */
function FilmsEditor({ document, setDocument, ...props }: EditorProps & { setDocument: SetDocument }) {
  const text = props.copy.ui.content.films;
  const films = document.hero?.films ?? defaultHeroFilms();
  // On the latest draft: a film's job ends after other edits (or another slot's film) were made.
  const put = (slot: number, film: HeroFilm) =>
    setDocument(
      (d) =>
        d && { ...d, hero: { films: (d.hero?.films ?? defaultHeroFilms()).map((current, i) => (i === slot ? film : current)) } },
    );
  return (
    <Section id="content-films" heading={text.heading} intro={text.intro}>
      {films.map((film, slot) => (
        <FilmField
          key={slot}
          {...props}
          slot={slot}
          film={film}
          path={['hero', 'films', slot]}
          namedPath={`hero.films.${film.id}`}
          replace={(made) => put(slot, made)}
          reset={() => put(slot, defaultHeroFilms()[slot] ?? defaultHeroFilms()[0]!)}
        />
      ))}
    </Section>
  );
}

function IdentityEditor({ document, ...props }: EditorProps) {
  const text = props.copy.ui.content.identity;
  const identity = document.identity;
  const field = (path: Path, label: string, value: string, extra: { hint?: string; type?: string } = {}) => (
    <TextField
      key={path.join('.')}
      name={path.join('.')}
      label={label}
      value={value}
      onValueChange={(v) => props.edit(path, v)}
      error={props.errorOf(path.join('.'))}
      {...extra}
    />
  );
  return (
    <Section id="content-identity" heading={text.heading}>
      <div className="grid gap-4 md:grid-cols-2">
        {field(['identity', 'name'], text.name, identity.name)}
        {field(['identity', 'legalName'], text.legalName, identity.legalName)}
        {field(['identity', 'email'], text.email, identity.email, { type: 'email' })}
        {field(['identity', 'phone', 'e164'], text.phoneE164, identity.phone.e164, { type: 'tel' })}
        {field(['identity', 'phone', 'display'], text.phoneDisplay, identity.phone.display)}
        {field(['identity', 'address', 'street'], text.street, identity.address.street)}
        {field(['identity', 'address', 'postalCode'], text.postalCode, identity.address.postalCode)}
        {field(['identity', 'address', 'city'], text.city, identity.address.city)}
        <TextField
          name="identity.nif"
          label={text.nif}
          hint={text.nifHint}
          value={identity.nif ?? ''}
          onValueChange={(v) => props.edit(['identity', 'nif'], v.trim() === '' ? null : v.trim().toUpperCase())}
          error={props.errorOf('identity.nif')}
        />
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="size-5 accent-ink"
          checked={identity.phone.pending}
          onChange={(e) => props.edit(['identity', 'phone', 'pending'], e.target.checked)}
        />
        {text.phonePending}
      </label>
    </Section>
  );
}

/** A fieldset around one entry's fields, named by its legend. */
function Entry({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 border border-stone-300 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

const TITLED_FIELDS = ['title', 'text'] as const;

/** The about, concierge and how-it-works copy: fixed blocks and entries, each text in both languages. */
function CopyEditor({ document, ...props }: EditorProps) {
  const text = props.copy.ui.content.copy;
  const { about, concierge, howItWorks } = document.copy;
  const lang = props.copy.lang;
  /** Pillars, services or steps: a title and a text each, named in a missing translation by their id. */
  const titled = (
    base: readonly string[],
    entries: readonly { id: string; es: { title: string; text: string }; en: { title: string; text: string } }[],
  ) =>
    entries.map((entry, index) => (
      <Entry key={entry.id} legend={entry[lang].title || entry.es.title || entry.id}>
        {TITLED_FIELDS.map((key) => (
          <Bilingual
            key={key}
            {...props}
            label={text[key]}
            path={(l) => [...base, index, l, key]}
            altPath={(l) => `${base.join('.')}.${entry.id}.${l}.${key}`}
            value={(l) => entry[l][key]}
            multiline={key === 'text'}
          />
        ))}
      </Entry>
    ));
  const intro = (base: readonly string[], value: { es: string; en: string }) => (
    <Bilingual {...props} label={text.introField} path={(l) => [...base, 'intro', l]} value={(l) => value[l]} multiline />
  );
  return (
    <Section id="content-copy" heading={text.heading} intro={text.intro}>
      <h4 className="font-display text-xl text-ink">{text.about}</h4>
      <Bilingual {...props} label={text.lead} path={(l) => ['copy', 'about', l, 'lead']} value={(l) => about[l].lead} />
      <Bilingual {...props} label={text.body} path={(l) => ['copy', 'about', l, 'body']} value={(l) => about[l].body} multiline />
      <h5 className="text-sm font-semibold text-ink">{text.pillars}</h5>
      {titled(['copy', 'about', 'pillars'], about.pillars)}
      <h5 className="text-sm font-semibold text-ink">{text.figures}</h5>
      {about.figures.map((figure, index) => (
        <Entry key={figure.id} legend={figure[lang].label || figure.id}>
          {figure.id === 'founded' ? (
            <p className="text-sm text-ink-muted">{text.foundedHint}</p>
          ) : (
            <Bilingual
              {...props}
              label={text.value}
              path={(l) => ['copy', 'about', 'figures', index, 'value', l]}
              altPath={(l) => `copy.about.figures.${figure.id}.value.${l}`}
              value={(l) => figure.value[l]}
            />
          )}
          <Bilingual
            {...props}
            label={text.label}
            path={(l) => ['copy', 'about', 'figures', index, l, 'label']}
            altPath={(l) => `copy.about.figures.${figure.id}.${l}.label`}
            value={(l) => figure[l].label}
          />
        </Entry>
      ))}
      <h4 className="font-display text-xl text-ink">{text.concierge}</h4>
      {intro(['copy', 'concierge'], concierge.intro)}
      {titled(['copy', 'concierge', 'services'], concierge.services)}
      <h4 className="font-display text-xl text-ink">{text.howItWorks}</h4>
      {intro(['copy', 'howItWorks'], howItWorks.intro)}
      {titled(['copy', 'howItWorks', 'steps'], howItWorks.steps)}
    </Section>
  );
}

type ListEditorProps = EditorProps & { change: (update: (d: ContentDocument) => ContentDocument) => void };

const MERCANTILE_FIELDS = ['registry', 'tomo', 'folio', 'hoja', 'inscripcion'] as const;

/** The Registro Mercantil and the estate agents' register entries: absent while every field is blank. */
function RegistriesEditor({ setDocument, ...props }: EditorProps & { setDocument: SetDocument }) {
  const text = props.copy.ui.content.identity;
  const identity = props.document.identity;
  const change = (update: (d: ContentDocument) => ContentDocument) => setDocument((d) => d && update(d));
  return (
    <Section id="content-registries" heading={text.registries}>
      <Entry legend={text.mercantile.heading}>
        <p className="text-sm text-ink-muted">{text.mercantile.hint}</p>
        <div className="grid gap-4 md:grid-cols-3">
          {MERCANTILE_FIELDS.map((key) => (
            <TextField
              key={key}
              name={`identity.mercantileRegistration.${key}`}
              label={text.mercantile[key]}
              value={identity.mercantileRegistration?.[key] ?? ''}
              onValueChange={(v) => change((d) => setMercantileField(d, key, v))}
              error={props.errorOf(`identity.mercantileRegistration.${key}`)}
            />
          ))}
        </div>
      </Entry>
      <Entry legend={text.agent.heading}>
        <p className="text-sm text-ink-muted">{text.agent.hint}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {LANGS.map((lang) => (
            <TextField
              key={lang}
              name={`identity.agentRegistration.register.${lang}`}
              lang={lang}
              label={props.copy.ui.content.fieldIn(text.agent.register, props.copy.ui.content.lang[lang])}
              value={identity.agentRegistration?.register[lang] ?? ''}
              onValueChange={(v) => change((d) => setAgentField(d, lang, v))}
              error={props.errorOf(`identity.agentRegistration.register.${lang}`)}
            />
          ))}
        </div>
        <TextField
          name="identity.agentRegistration.number"
          label={text.agent.number}
          className="max-w-xs"
          value={identity.agentRegistration?.number ?? ''}
          onValueChange={(v) => change((d) => setAgentField(d, 'number', v))}
          error={props.errorOf('identity.agentRegistration.number')}
        />
      </Entry>
    </Section>
  );
}

type SetDocument = (update: (d: ContentDocument | undefined) => ContentDocument | undefined) => void;

/** Today as the studio's clock reads it, 'YYYY-MM-DD' (a new press cutting's date until it is set). */
const today = () => new Date().toISOString().slice(0, 10);

/** The team, credentials and press: add, edit, reorder and remove, each text in both languages. */
function TrustEditor({ setDocument, ...props }: EditorProps & { setDocument: SetDocument }) {
  const change = (update: (d: ContentDocument) => ContentDocument) => setDocument((d) => d && update(d));
  return (
    <>
      <TeamEditor {...props} change={change} />
      <CredentialsEditor {...props} change={change} />
      <PressEditor {...props} change={change} />
    </>
  );
}

/**
 * One identity list: its entries with their fields and up, down and remove buttons, and an add button.
 * A new entry's first field takes the focus; once one is removed, the add button does.
 */
function ListEditor({
  list,
  heading,
  intro,
  add,
  count,
  name,
  fields,
  change,
  copy,
}: {
  list: IdentityList;
  heading: string;
  intro: string;
  add: string;
  count: number;
  /** The entry's name in its legend and buttons. */
  name: (index: number) => string;
  /** The entry's fields; `firstId` goes on the first one. */
  fields: (index: number, firstId: string) => ReactNode;
} & Pick<ListEditorProps, 'change' | 'copy'>) {
  const text = copy.ui.content;
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusEntry, setFocusEntry] = useState<number>();
  const firstId = (index: number) => `content-${list}-${index}`;
  // Once the added entry is on screen.
  useEffect(() => {
    if (focusEntry === undefined) return;
    globalThis.document.getElementById(`content-${list}-${focusEntry}`)?.focus();
    setFocusEntry(undefined);
  }, [focusEntry, list]);
  return (
    <Section id={`content-${list}`} heading={heading} intro={intro}>
      <ol className="flex flex-col gap-3">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Entry legend={name(index)}>
              {fields(index, firstId(index))}
              <div role="group" aria-label={text.cases.moveLabel(name(index))} className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => change((d) => moveIdentityEntry(d, list, index, -1))}
                >
                  {text.cases.up}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === count - 1}
                  onClick={() => change((d) => moveIdentityEntry(d, list, index, 1))}
                >
                  {text.cases.down}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={text.identity.removeLabel(name(index))}
                  onClick={() => {
                    change((d) => removeIdentityEntry(d, list, index));
                    addButton.current?.focus();
                  }}
                >
                  {text.identity.remove}
                </Button>
              </div>
            </Entry>
          </li>
        ))}
      </ol>
      <button
        ref={addButton}
        type="button"
        className={buttonClasses('outline', 'sm', 'self-start')}
        onClick={() => {
          change((d) => addIdentityEntry(d, list, today()));
          setFocusEntry(count);
        }}
      >
        {add}
      </button>
    </Section>
  );
}

function TeamEditor({ document, change, ...props }: ListEditorProps) {
  const text = props.copy.ui.content.identity.team;
  const team = document.identity.team;
  return (
    <ListEditor
      list="team"
      heading={text.heading}
      intro={text.intro}
      add={text.add}
      count={team.length}
      name={(index) => team[index]?.name || text.unnamed}
      change={change}
      copy={props.copy}
      fields={(index, firstId) => {
        const person = team[index]!;
        const at = ['identity', 'team', index] as const;
        return (
          <>
            <TextField
              id={firstId}
              name={`${at.join('.')}.name`}
              label={text.name}
              value={person.name}
              onValueChange={(v) => props.edit([...at, 'name'], v)}
              error={props.errorOf(`${at.join('.')}.name`)}
            />
            <Bilingual {...props} label={text.role} path={(l) => [...at, 'role', l]} value={(l) => person.role[l]} />
            <TextField
              name={`${at.join('.')}.languages`}
              label={text.languages}
              hint={text.languagesHint}
              value={person.languages.join(', ')}
              onValueChange={(v) =>
                props.edit(
                  [...at, 'languages'],
                  v
                    .split(/[\s,]+/)
                    .map((code) => code.trim().toLowerCase())
                    .filter(Boolean),
                )
              }
              error={props.errorOf(`${at.join('.')}.languages`, `${at.join('.')}.languages.0`)}
            />
            <ImageField
              {...props}
              legend={props.copy.ui.content.image.portraitLegend}
              none={props.copy.ui.content.image.nonePortrait}
              image={person.portrait}
              path={[...at, 'portrait']}
              namedPath={`${at.join('.')}.portrait`}
            />
          </>
        );
      }}
    />
  );
}

function CredentialsEditor({ document, change, ...props }: ListEditorProps) {
  const text = props.copy.ui.content.identity.credentials;
  const credentials = document.identity.credentials;
  return (
    <ListEditor
      list="credentials"
      heading={text.heading}
      intro={text.intro}
      add={text.add}
      count={credentials.length}
      name={(index) => credentials[index]?.name[props.copy.lang] || credentials[index]?.name.es || text.unnamed}
      change={change}
      copy={props.copy}
      fields={(index, firstId) => {
        const credential = credentials[index]!;
        const at = ['identity', 'credentials', index] as const;
        return (
          <>
            <div className="grid gap-4 md:grid-cols-2">
              {LANGS.map((lang, n) => (
                <TextField
                  key={lang}
                  id={n === 0 ? firstId : undefined}
                  name={`${at.join('.')}.name.${lang}`}
                  lang={lang}
                  label={props.copy.ui.content.fieldIn(text.name, props.copy.ui.content.lang[lang])}
                  value={credential.name[lang]}
                  onValueChange={(v) => props.edit([...at, 'name', lang], v)}
                  error={props.errorOf(`${at.join('.')}.name.${lang}`)}
                />
              ))}
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              {(['reference', 'url'] as const).map((key) => (
                <TextField
                  key={key}
                  name={`${at.join('.')}.${key}`}
                  label={text[key]}
                  type={key === 'url' ? 'url' : undefined}
                  value={credential[key] ?? ''}
                  onValueChange={(v) => change((d) => setOptional(d, [...at, key], v))}
                  error={props.errorOf(`${at.join('.')}.${key}`)}
                />
              ))}
            </div>
          </>
        );
      }}
    />
  );
}

const PRESS_FIELDS = ['outlet', 'title', 'lang', 'date'] as const;

function PressEditor({ document, change, ...props }: ListEditorProps) {
  const text = props.copy.ui.content.identity.press;
  const press = document.identity.press;
  return (
    <ListEditor
      list="press"
      heading={text.heading}
      intro={text.intro}
      add={text.add}
      count={press.length}
      name={(index) => press[index]?.title || text.unnamed}
      change={change}
      copy={props.copy}
      fields={(index, firstId) => {
        const mention = press[index]!;
        const at = ['identity', 'press', index] as const;
        return (
          <div className="grid gap-4 md:grid-cols-2">
            {PRESS_FIELDS.map((key, n) => (
              <TextField
                key={key}
                id={n === 0 ? firstId : undefined}
                name={`${at.join('.')}.${key}`}
                label={text[key]}
                value={mention[key]}
                onValueChange={(v) => props.edit([...at, key], key === 'lang' ? v.trim().toLowerCase() : v)}
                error={props.errorOf(`${at.join('.')}.${key}`)}
              />
            ))}
            <TextField
              name={`${at.join('.')}.url`}
              label={text.url}
              type="url"
              value={mention.url ?? ''}
              onValueChange={(v) => change((d) => setOptional(d, [...at, 'url'], v))}
              error={props.errorOf(`${at.join('.')}.url`)}
            />
          </div>
        );
      }}
    />
  );
}

const PRICE_COLUMNS = ['avgPerM2', 'minPerM2', 'maxPerM2'] as const;

function MarketEditor({ document, ...props }: EditorProps) {
  const text = props.copy.ui.content.market;
  const names = CALCULATORS_MESSAGES[props.copy.lang].options.district as Record<string, string>;
  const columnName = { avgPerM2: text.avg, minPerM2: text.min, maxPerM2: text.max };
  const districts = Object.entries(document.market.districts);
  return (
    <Section id="content-market" heading={text.heading} intro={text.intro}>
      <TextField
        name="market.asOf"
        label={text.asOf}
        className="max-w-xs"
        value={document.market.asOf ?? ''}
        onValueChange={(v) => props.edit(['market', 'asOf'], v.trim() === '' ? null : v.trim())}
        error={props.errorOf('market.asOf')}
      />
      <table className="w-full max-w-2xl text-left text-sm">
        <caption className="sr-only">{text.heading}</caption>
        <TableHead className="border-b border-stone-300 text-ink-muted" columns={[text.district, text.avg, text.min, text.max]} />
        <tbody>
          {districts.map(([slug, prices]) => (
            <tr key={slug} className="border-b border-stone-200">
              <th scope="row" className="py-2 pr-4 font-normal text-ink">
                {names[slug] ?? slug}
              </th>
              {PRICE_COLUMNS.map((column) => {
                const path = `market.districts.${slug}.${column}`;
                const error = props.errorOf(path);
                return (
                  <td key={column} className="py-2 pr-2">
                    <input
                      name={path}
                      inputMode="numeric"
                      aria-label={text.cell(names[slug] ?? slug, columnName[column])}
                      aria-invalid={error ? true : undefined}
                      title={error}
                      value={String(prices[column])}
                      onChange={(e) =>
                        props.edit(['market', 'districts', slug, column], Number(e.target.value.replace(/\D/g, '')) || 0)
                      }
                      className="h-11 w-28 border border-stone-400 bg-white px-2 tabular-nums aria-invalid:border-danger"
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function VersionsList({
  versions,
  current,
  onRestore,
  busy,
  copy,
}: {
  versions: ContentVersion[];
  current: number;
  onRestore: (number: number) => void;
  busy: boolean;
  copy: WorkspaceCopy;
}) {
  const text = copy.ui.content.versions;
  return (
    <Section id="content-versions" heading={text.heading}>
      <table className="w-full max-w-3xl text-left text-sm">
        <caption className="sr-only">{text.heading}</caption>
        <TableHead className="border-b border-stone-300 text-ink-muted" columns={[text.version, text.when, text.who, '']} />
        <tbody>
          {versions.map((v) => (
            <tr key={v.number} className="border-b border-stone-200 align-middle">
              <td className="py-2 pr-4 tabular-nums">
                {v.number}
                {v.restoredFrom ? <span className="text-ink-muted"> · {text.restoredFrom(v.restoredFrom)}</span> : null}
              </td>
              <td className="py-2 pr-4">{copy.when(v.publishedAt)}</td>
              <td className="py-2 pr-4 break-all">{v.publishedBy ?? text.seed}</td>
              <td className="py-2">
                {v.number === current ? (
                  <span className="text-ink-muted">{text.current}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="link"
                    disabled={busy}
                    aria-label={text.restoreLabel(v.number)}
                    onClick={() => onRestore(v.number)}
                  >
                    {text.restore}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** A field's path in words: «Ático en Almagro — Solución (inglés)», «Chamberí: Medio (€/m²)». */
export function describePath(path: string, document: ContentDocument, copy: WorkspaceCopy): string {
  const text = copy.ui.content;
  const [section, key, ...rest] = path.split('.');
  const langOf = (l: string | undefined) => (l === 'es' || l === 'en' ? text.lang[l] : undefined);
  // An image's alt text: `cases.<id>.image.alt.en`, `zones.<id>.image.alt.es`.
  const imageAlt = rest[0] === 'image' && rest[1] === 'alt' ? langOf(rest[2]) : undefined;
  const altLabel =
    imageAlt &&
    text.fieldIn(`${section === 'zones' ? text.image.zoneLegend : text.image.caseLegend}: ${text.image.alt}`, imageAlt);
  if (section === 'cases' && key !== undefined) {
    const entry = document.cases.find((c) => c.id === key) ?? document.cases[Number(key)];
    const name = entry ? entry[copy.lang].title || entry.es.title || text.cases.untitled : text.cases.heading;
    if (altLabel) return `${name} — ${altLabel}`;
    const [lang, field] = rest;
    const label = text.cases.fields[field as 'title'] ?? text.cases[lang as 'id' | 'price'];
    const inLang = langOf(lang);
    return label ? `${name} — ${inLang ? text.fieldIn(label, inLang) : label}` : name;
  }
  if (section === 'zones' && key !== undefined) {
    const zone = document.zones.find((z) => z.id === key) ?? document.zones[Number(key)];
    if (altLabel) return `${zone ? zone[copy.lang].name : text.zones.heading} — ${altLabel}`;
    const [lang, field] = rest;
    const label = text.zones.fields[field as 'name'];
    const inLang = langOf(lang);
    return `${zone ? zone[copy.lang].name : text.zones.heading} — ${label && inLang ? text.fieldIn(label, inLang) : path}`;
  }
  // A hero film's words: `hero.films.<id>.poster.alt.en`, `hero.films.<id>.description.es`.
  if (section === 'hero' && key === 'films' && rest[0] !== undefined) {
    const films = document.hero?.films ?? [];
    const slot = films.findIndex((f) => f.id === rest[0]);
    const name = slot === -1 ? text.films.heading : text.films.slotLegend(slot + 1);
    const [field, second, third] = rest.slice(1);
    const label =
      field === 'poster' && second === 'alt'
        ? text.films.posterAlt
        : field === 'description'
          ? text.films.description
          : undefined;
    const inLang = langOf(field === 'poster' ? third : second);
    return label ? `${name} — ${inLang ? text.fieldIn(label, inLang) : label}` : name;
  }
  if (section === 'market' && key === 'districts' && rest[0]) {
    const names = CALCULATORS_MESSAGES[copy.lang].options.district as Record<string, string>;
    const column = { avgPerM2: text.market.avg, minPerM2: text.market.min, maxPerM2: text.market.max }[rest[1] as 'avgPerM2'];
    return column ? text.market.cell(names[rest[0]] ?? rest[0], column) : (names[rest[0]] ?? rest[0]);
  }
  if (section === 'market' && key === 'asOf') return text.market.asOf;
  if (section === 'copy' && key !== undefined) return describeCopyPath(key, rest, document, copy);
  if (section === 'identity' && (key === 'team' || key === 'credentials' || key === 'press') && rest[0] !== undefined) {
    const list = text.identity[key];
    const index = Number(rest[0]);
    const entry = document.identity[key][index];
    const name =
      (key === 'team' && document.identity.team[index]?.name) ||
      (key === 'credentials' && document.identity.credentials[index]?.name[copy.lang]) ||
      (key === 'press' && document.identity.press[index]?.title) ||
      (entry ? list.unnamed : String(index + 1));
    const [field, lang, altLang] = rest.slice(1);
    // A person's portrait: its alt text (`identity.team.0.portrait.alt.en`) or a rendition.
    if (key === 'team' && field === 'portrait') {
      const inLang = lang === 'alt' ? langOf(altLang) : undefined;
      const label = inLang ? text.fieldIn(`${text.image.portraitLegend}: ${text.image.alt}`, inLang) : text.image.portraitLegend;
      return `${list.heading}: ${name} — ${label}`;
    }
    const label = field === 'role' ? text.identity.team.role : (list as Record<string, unknown>)[field ?? ''];
    const inLang = langOf(lang);
    const named = typeof label === 'string' ? ` — ${inLang ? text.fieldIn(label, inLang) : label}` : '';
    return `${list.heading}: ${name}${named}`;
  }
  if (section === 'identity' && key === 'mercantileRegistration' && rest[0])
    return `${text.identity.mercantile.heading} — ${text.identity.mercantile[rest[0] as 'tomo'] ?? rest[0]}`;
  if (section === 'identity' && key === 'agentRegistration') {
    const inLang = langOf(rest[1]);
    const label = rest[0] === 'number' ? text.identity.agent.number : text.identity.agent.register;
    return `${text.identity.agent.heading} — ${inLang ? text.fieldIn(label, inLang) : label}`;
  }
  if (section === 'identity') {
    const labels: Record<string, string> = {
      name: text.identity.name,
      legalName: text.identity.legalName,
      email: text.identity.email,
      'phone.e164': text.identity.phoneE164,
      'phone.display': text.identity.phoneDisplay,
      'address.street': text.identity.street,
      'address.postalCode': text.identity.postalCode,
      'address.city': text.identity.city,
      nif: text.identity.nif,
    };
    return labels[[key, ...rest].join('.')] ?? `${text.identity.heading}: ${[key, ...rest].join('.')}`;
  }
  return path;
}

/** A path in the copy blocks in words: «Sobre nosotros — Pilares: Máxima discreción — Texto (inglés)». */
function describeCopyPath(block: string, rest: string[], document: ContentDocument, copy: WorkspaceCopy): string {
  const text = copy.ui.content;
  const words = text.copy;
  const langOf = (l: string | undefined) => (l === 'es' || l === 'en' ? text.lang[l] : undefined);
  const heading = { about: words.about, concierge: words.concierge, howItWorks: words.howItWorks }[block as 'about'] ?? block;
  const fieldWords: Record<string, string> = {
    lead: words.lead,
    body: words.body,
    title: words.title,
    text: words.text,
    label: words.label,
    value: words.value,
    intro: words.introField,
  };
  const say = (field: string | undefined, lang: string | undefined) => {
    const label = fieldWords[field ?? ''] ?? field ?? '';
    const inLang = langOf(lang);
    return inLang ? text.fieldIn(label, inLang) : label;
  };
  const [first, second, third, fourth] = rest;
  // copy.about.en.lead, copy.concierge.intro.en
  if (first === 'es' || first === 'en') return `${heading} — ${say(second, first)}`;
  if (first === 'intro') return `${heading} — ${say('intro', second)}`;
  // copy.about.pillars.<id or index>.en.title, copy.about.figures.<id>.value.en
  const groups = {
    pillars: document.copy.about.pillars,
    figures: document.copy.about.figures,
    services: document.copy.concierge.services,
    steps: document.copy.howItWorks.steps,
  } as const;
  type Named = { id: string; es: Record<string, string>; en: Record<string, string> };
  const entries = groups[first as keyof typeof groups] as readonly Named[] | undefined;
  const groupName = { pillars: words.pillars, figures: words.figures, services: words.services, steps: words.steps }[
    first as 'pillars'
  ];
  if (!entries || second === undefined) return `${heading} — ${rest.join('.')}`;
  const entry = entries.find((e) => e.id === second) ?? entries[Number(second)];
  const entryName = entry ? entry[copy.lang].title || entry[copy.lang].label || entry.id : second;
  const field = third === 'value' ? say('value', fourth) : say(fourth, third);
  return `${heading} — ${groupName}: ${entryName} — ${field}`;
}
