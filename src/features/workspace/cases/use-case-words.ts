import { caseWords } from '../../../i18n/case-pages.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';

/** The case file's words as staff read them (members by name, "the client"), with the workspace's own copy. */
export function useCaseWords() {
  const copy = useWorkspaceCopy();
  return { ...copy, ...caseWords(copy.lang, 'staff') };
}
