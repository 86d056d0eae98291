import { LazyIsland } from '../../components/lazy-island.tsx';

/** The element that holds the workspace; its code (forms, the API client, server data) loads as an island. */
const WORKSPACE_ID = 'workspace';
const loadWorkspace = () => import('../../features/workspace/workspace.tsx').then((m) => ({ default: m.Workspace }));

/**
 * `/gestion`, `/en/workspace`: the firm's workspace (issue 11). The prerendered shell holds no data; its
 * code loads right after hydration, so the page's first load is a public page's.
 */
export default function WorkspacePage() {
  return (
    <div id={WORKSPACE_ID}>
      <LazyIsland anchorId={WORKSPACE_ID} loader={loadWorkspace} props={{}} fallback={<div className="min-h-[70vh]" />} />
    </div>
  );
}
