import type { ZoneEntry } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { Bilingual } from './bilingual-field.tsx';
import { entryOf, fieldOf, textsOf, type Update } from './draft.ts';
import { ImageField } from './image-field.tsx';
import { OrderedList } from './ordered-list.tsx';
import { Section } from './section.tsx';
import { useListOrder } from './use-list-order.ts';

const ZONE_FIELDS = ['name', 'motto', 'text'] as const;

/**
 * The four zones, in the order the home shows them (ordered as the cases are, ordered-list.tsx): their
 * copy in both languages and their image (which zones they are is fixed).
 */
export function ZonesEditor({ zones, update }: { zones: ZoneEntry[]; update: Update<ZoneEntry[]> }) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.zones;
  const nameOf = (zone: ZoneEntry) => zone[copy.lang].name || zone.es.name || zone.id;
  const order = useListOrder({ list: 'zones', entries: zones, update, nameOf, idOf: (zone) => zone.id });
  return (
    <Section id="studio-zones" heading={text.heading}>
      <OrderedList list="zones" entries={zones} order={order} titleOf={nameOf} item={{ kind: 'zone', idOf: (zone) => zone.id }}>
        {(zone, index) => {
          const updateZone = entryOf(update, index);
          return (
            <>
              {ZONE_FIELDS.map((key) => (
                <Bilingual
                  key={key}
                  label={text.fields[key]}
                  name={(lang) => `zones.${index}.${lang}.${key}`}
                  alsoNamed={(lang) => `zones.${zone.id}.${lang}.${key}`}
                  value={(lang) => zone[lang][key]}
                  onChange={textsOf(updateZone, key)}
                  multiline={key === 'text'}
                />
              ))}
              <ImageField
                legend={copy.ui.studio.image.zoneLegend}
                none={copy.ui.studio.image.noneZone}
                place="zone"
                image={zone.image}
                update={fieldOf(updateZone, 'image')}
                name={`zones.${index}.image`}
                alsoNamed={`zones.${zone.id}.image`}
              />
            </>
          );
        }}
      </OrderedList>
    </Section>
  );
}
