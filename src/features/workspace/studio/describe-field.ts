import { CALCULATORS_MESSAGES } from '../../../i18n/calculators.ts';
import { PAGE_HEADING_IDS, type ContentDocument } from '../../../domain/content/index.ts';
import type { WorkspaceCopy } from '../use-workspace-copy.ts';

/** A field's path in words: «Ático en Almagro — Solución (inglés)», «Chamberí: Medio (€/m²)». */
export function describeField(path: string, document: ContentDocument, copy: WorkspaceCopy): string {
  const text = copy.ui.studio;
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
  if (section === 'copy' && key === 'headings' && rest[0] !== undefined) {
    // copy.headings.portfolio.intro.en
    const words = text.copy.headings;
    const [block, field, lang] = rest;
    const name = words.sections[block as 'portfolio'] ?? block;
    // The other pages' headings (copy.headings.legalNotice.title.es) are named as the studio groups them.
    const onPage = (PAGE_HEADING_IDS as readonly string[]).includes(block ?? '');
    const label = (onPage ? words.pageFields : words.fields)[field as 'title'] ?? field ?? '';
    const inLang = langOf(lang);
    return `${onPage ? words.pagesHeading : words.heading}: ${name} — ${inLang ? text.fieldIn(label, inLang) : label}`;
  }
  if (section === 'copy' && key !== undefined) return describeCopyField(key, rest, document, copy);
  if (section === 'seo' && key !== undefined) {
    // seo.home.description.en
    const [field, lang] = rest;
    const label = field === 'description' ? text.seo.description : text.seo.title;
    const inLang = langOf(lang);
    return `${text.seo.heading}: ${text.seo.pages[key as 'home'] ?? key} — ${inLang ? text.fieldIn(label, inLang) : label}`;
  }
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
function describeCopyField(block: string, rest: string[], document: ContentDocument, copy: WorkspaceCopy): string {
  const text = copy.ui.studio;
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
