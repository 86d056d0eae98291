import { DETAILED_REQUEST_MESSAGES } from '../../i18n/detailed-request.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';

type FieldCopy = { label: string; options?: Record<string, string | { label: string }> };

/** The detailed brief's answers with the brief's own labels, in the page's language. */
export function BriefAnswers({ brief }: { brief: Record<string, string | string[] | null> }) {
  const { lang, ui } = useWorkspaceCopy();
  const fields = DETAILED_REQUEST_MESSAGES[lang].fields as unknown as Record<string, FieldCopy>;
  const text = (key: string, value: string) => {
    const option = fields[key]?.options?.[value];
    return typeof option === 'string' ? option : (option?.label ?? value);
  };
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold text-ink">{ui.request.brief}</h3>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {Object.entries(brief).map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-ink-muted">{fields[key]?.label ?? key}</dt>
            <dd className="text-ink">
              {value === null
                ? ui.request.none
                : Array.isArray(value)
                  ? value.map((v) => text(key, v)).join(', ')
                  : text(key, value)}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
