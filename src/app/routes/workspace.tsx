import { Workspace } from '../../features/workspace/workspace.tsx';

/** `/gestion`, `/en/workspace`: the firm's workspace (issue 11). The prerendered shell holds no data. */
export default function WorkspacePage() {
  return <Workspace />;
}
