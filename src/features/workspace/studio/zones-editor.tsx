import { itemKey, type ZoneEntry } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { Bilingual } from './bilingual-field.tsx';
import { entryOf, fieldOf, textsOf, type Update } from './draft.ts';
import { ImageField } from './image-field.tsx';
import { PresenceNote } from './presence.tsx';
import { Entry, Section } from './section.tsx';
import { entryAnchor } from './studio-navigator.tsx';

const ZONE_FIELDS = ['name', 'motto', 'text'] as const;

/** The four zones: their copy in both languages and their image (which zones they are is fixed). */
export function ZonesEditor({ zones, update }: { zones: ZoneEntry[]; update: Update<ZoneEntry[]> }) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.zones;
  return (
    <Section id="studio-zones" heading={text.heading}>
      {zones.map((zone, index) => {
        const updateZone = entryOf(update, index);
        return (
          <Entry
            key={zone.id}
            id={entryAnchor('zones', index)}
            item={itemKey({ kind: 'zone', id: zone.id })}
            legend={zone[copy.lang].name || zone.id}
          >
            <PresenceNote kind="zone" item={itemKey({ kind: 'zone', id: zone.id })} />
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
          </Entry>
        );
      })}
    </Section>
  );
}
